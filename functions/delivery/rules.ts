/**
 * Daily delivery (docs/product-rules.md#daily-email) as pure rules: who is due in a 15-minute
 * window, the local date an email belongs to, and which hours a subscriber may choose. Everything
 * takes "now" as an argument, so tests move time instead of waiting for it.
 */
import { DAILY_UNLOCK_HOUR } from '#functions/ideas/rules';

/** The dispatcher runs every 15 minutes: zones with :30 and :45 offsets (Kolkata, Kathmandu, Chatham) exist. */
export const DISPATCH_WINDOW_MINUTES = 15;

/**
 * Hours a subscriber may have the email at. Ideas open at 07:00 local (functions/ideas/rules.ts),
 * so an earlier hour would only ever carry yesterday's idea: the choice starts at the unlock hour.
 */
export const FIRST_SEND_HOUR = DAILY_UNLOCK_HOUR;
export const LAST_SEND_HOUR = 21;
export const DEFAULT_SEND_HOUR = DAILY_UNLOCK_HOUR;
export const SEND_HOURS: readonly number[] = Array.from({ length: LAST_SEND_HOUR - FIRST_SEND_HOUR + 1 }, (_, i) => FIRST_SEND_HOUR + i);

/** `deliverable` until a hard bounce says the address does not exist (then the dashboard asks for a new one). */
export const EMAIL_STATUSES = ['deliverable', 'bounced'] as const;
export type EmailStatus = (typeof EMAIL_STATUSES)[number];

/** A promo claim's email-only trial: this many daily emails, from the first 07:00 after the claim. */
export const PROMO_TRIAL_DAYS = 7;

/** "7 AM", "12 PM", "9 PM": how an hour reads in Settings and in emails. */
export function hourLabel(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}:00 ${h < 12 ? 'AM' : 'PM'}`;
}

/** What a subscriber record without delivery settings (older, or just created) means. */
export const DELIVERY_DEFAULTS = { dailyEmail: true, sendHour: DEFAULT_SEND_HOUR, emailStatus: 'deliverable' } as const satisfies {
  dailyEmail: boolean;
  sendHour: number;
  emailStatus: EmailStatus;
};

const WINDOW_MS = DISPATCH_WINDOW_MINUTES * 60_000;

/** The start of the 15-minute window an instant falls in (windows start at :00, :15, :30, :45 UTC). */
export function windowStart(instant: Date): Date {
  return new Date(Math.floor(instant.getTime() / WINDOW_MS) * WINDOW_MS);
}

/**
 * The IANA name a zone is stored under, as this runtime spells it ("Asia/Kolkata" and
 * "Asia/Calcutta" are one zone), or null for a name that is not a zone. Slot keys are built from
 * this, so two spellings can never put one subscriber in two slots.
 */
export function canonicalZone(zone: string | null | undefined): string | null {
  if (!zone) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

// Building a formatter costs far more than using one; the dispatcher asks about every zone in use
// every 15 minutes.
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone: local date (YYYY-MM-DD) and minute of the day. */
export function wallClock(instant: Date, zone: string): { date: string; minute: number } {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(zone, format);
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of format.formatToParts(instant)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** One send-slot partition due in a window: who chose `hour` in `zone` gets the email dated `localDate`. */
export interface DueSlot {
  readonly zone: string;
  readonly hour: number;
  /** The local date the email belongs to: the key of the once-per-day claim. */
  readonly localDate: string;
  /** When the local clock showed hour:00 (within the window); the idea sent is the one unlocked by then. */
  readonly sendAt: Date;
}

/**
 * The (zone, hour) slots whose hour:00 local falls in the window [start, start + 15 min). With
 * whole quarter-hour offsets (every zone in use today) a zone's local quarter lines up with the
 * window, so each hour:00 is due in exactly one window a day. Daylight saving: when the clocks jump
 * forward over hour:00, the local time moves past it inside one window, and that window is the one
 * that sends; when they fall back over it, hour:00 happens twice and two windows are due, but the
 * sender claims `recipient + localDate` once, so one email goes out.
 */
export function dueSlots(start: Date, zones: readonly string[], hours: readonly number[] = SEND_HOURS): DueSlot[] {
  const end = new Date(start.getTime() + WINDOW_MS);
  const due: DueSlot[] = [];
  for (const zone of zones) {
    let from: { date: string; minute: number };
    let to: { date: string; minute: number };
    try {
      from = wallClock(start, zone);
      to = wallClock(end, zone);
    } catch {
      continue; // a zone this runtime no longer knows: nobody can be due in it
    }
    const crossesMidnight = to.date !== from.date;
    for (const hour of hours) {
      const target = hour * 60;
      let localDate: string | null = null;
      let minutesFromStart = 0;
      if (!crossesMidnight) {
        if (from.minute <= target && target < to.minute) {
          localDate = from.date;
          minutesFromStart = target - from.minute;
        }
      } else if (target >= from.minute) {
        localDate = from.date;
        minutesFromStart = target - from.minute;
      } else if (target < to.minute) {
        localDate = to.date;
        minutesFromStart = 24 * 60 - from.minute + target;
      }
      if (localDate === null) continue;
      // Past the window only when the clocks jumped over hour:00: the local time passes it at the window's end.
      const sendAt = new Date(Math.min(start.getTime() + minutesFromStart * 60_000, end.getTime()));
      due.push({ zone, hour, localDate, sendAt });
    }
  }
  return due;
}
