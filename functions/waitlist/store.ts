import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { Conflict } from '#functions/platform/errors';
import { db, tableName } from '#functions/platform/table/client';

/** One item per email: the key is the uniqueness rule. */
export const waitlistKeys = {
  item: (email: string) => ({ PK: `WAITLIST#${email.toLowerCase()}`, SK: 'WAITLIST' }),
};

export interface WaitlistEntry {
  email: string;
  niche: string;
  referredBy: string | null;
  /** Which form added the visitor: a landing page, or a promo claim when the pool ran out. */
  source: 'landing' | 'promo';
  createdAt: string;
}

export class AlreadyOnWaitlist extends Conflict {
  constructor() {
    super("You're already on our waiting list", 'already_signed_up');
  }
}

export function waitlistPut(entry: WaitlistEntry) {
  return {
    TableName: tableName(),
    Item: { ...waitlistKeys.item(entry.email), entity: 'waitlist', ...entry, email: entry.email.toLowerCase() },
    ConditionExpression: 'attribute_not_exists(PK)',
  };
}

/** Adds the email once; a second add is AlreadyOnWaitlist and changes nothing. */
export async function addToWaitlist(entry: WaitlistEntry): Promise<void> {
  try {
    await db.send(new PutCommand(waitlistPut(entry)));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new AlreadyOnWaitlist();
    throw error;
  }
}
