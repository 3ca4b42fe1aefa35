import { queueEmails } from '#functions/platform/email/queue';
import { deliveryKeys, listDeliveryZones, slotMembers } from './store';
import { dueSlots, windowStart } from './rules';
import type { DailyEmailJob } from '#functions/platform/email/jobs';

export interface DispatchReport {
  window: string;
  zones: number;
  slots: number;
  queued: number;
}

/** Slot partitions read at once: a window at :00 can have a slot for most zones in use. */
const SLOT_CONCURRENCY = 8;

/**
 * The dispatcher: who reaches their send hour in the 15-minute window containing `at`, one queued
 * message each. Reads the zone registry and one send-slot partition per due (zone, hour): no Scan.
 * Idempotent by design of the sender: running it twice for a window queues the same messages
 * twice, and the sender's claim on `recipient + local date` lets one of each through.
 */
export async function dispatchDaily(at: Date): Promise<DispatchReport> {
  const start = windowStart(at);
  const zones = await listDeliveryZones();
  const due = dueSlots(start, zones);
  let queued = 0;
  const pending = [...due];
  const workers = Array.from({ length: Math.min(SLOT_CONCURRENCY, pending.length) }, async () => {
    for (let slot = pending.shift(); slot; slot = pending.shift()) {
      for await (const members of slotMembers(deliveryKeys.slotPartition(slot.zone, slot.hour))) {
        const jobs = members.flatMap((member): DailyEmailJob[] => {
          const recipient = recipientOfMember(member);
          return recipient ? [{ kind: 'daily', recipient, localDate: slot.localDate, sendAt: slot.sendAt.toISOString() }] : [];
        });
        if (jobs.length > 0) await queueEmails(jobs);
        queued += jobs.length;
      }
    }
  });
  await Promise.all(workers);
  return { window: start.toISOString(), zones: zones.length, slots: due.length, queued };
}

function recipientOfMember(member: string): DailyEmailJob['recipient'] | null {
  if (member.startsWith('USER#')) return { type: 'subscriber', userId: member.slice('USER#'.length) };
  if (member.startsWith('PROMO#')) return { type: 'promo', email: member.slice('PROMO#'.length) };
  return null;
}
