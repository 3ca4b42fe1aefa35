import { hourLabel } from '#functions/delivery/rules';
import type { Notice } from '../../components/ui/toast';
import { messageOr } from '../../lib/api-client';

/** What the Daily email form shows: a subscriber record and the signed link's settings both have it. */
export interface DailyEmailSettings {
  readonly dailyEmail: boolean;
  readonly sendHour: number;
  /** Null on an older record: the form proposes the browser's zone. */
  readonly timeZone: string | null;
}

/** What a save sends: only the values that differ from the saved ones (the API takes any of the three). */
export interface DailyEmailChange {
  dailyEmail?: boolean;
  sendHour?: number;
  timeZone?: string;
}

/** The email settings as saved, in the words of a toast. A record without a zone is sent at UTC's hour. */
export function emailSettingsSaved({ dailyEmail, sendHour, timeZone }: DailyEmailSettings): Notice {
  return dailyEmail
    ? { title: 'Email settings saved', description: `Your daily idea arrives at ${hourLabel(sendHour)} (${timeZone ?? 'UTC'}).` }
    : { title: 'Daily email turned off', description: 'You can turn it back on here any time.' };
}

export function emailSettingsFailed(error: unknown): Notice {
  return { title: 'Failed to save email settings', description: messageOr(error, 'Please try again.'), variant: 'destructive' };
}

export const dailyEmailResumed = (email: string): Notice => ({
  title: 'Daily email resumed',
  description: `Your next daily idea goes to ${email}.`,
});

export function dailyEmailResumeFailed(error: unknown): Notice {
  return { title: 'Failed to resume emails', description: messageOr(error, 'Please try again.'), variant: 'destructive' };
}
