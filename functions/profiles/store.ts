import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { creatorProfile, type CreatorProfile } from './schema';
import { db, tableName } from '#functions/platform/table/client';

/**
 * A subscriber's creator profile: one per subscriber, in their own partition, written by the
 * profile chat (in the chat turn's transaction, functions/profiles/chat-store.ts) or the Settings
 * form, the newer replacing the older. Read by key when generating and ranking for that subscriber.
 */
export const creatorProfileKeys = {
  item: (userId: string) => ({ PK: `USER#${userId}`, SK: 'CREATOR_PROFILE' }),
};

/** Saves (or replaces) a subscriber's profile: the Settings form's write. */
export async function putCreatorProfile(profile: CreatorProfile): Promise<void> {
  await db.send(new PutCommand(creatorProfilePut(profile).Put));
}

/** The transaction item that saves (or replaces) a subscriber's profile. */
export function creatorProfilePut(profile: CreatorProfile) {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...creatorProfileKeys.item(profile.userId), entity: 'creator_profile', ...profile },
    },
  };
}

export async function getCreatorProfile(userId: string): Promise<CreatorProfile | null> {
  const out = await db.send(new GetCommand({ TableName: tableName(), Key: creatorProfileKeys.item(userId) }));
  if (!out.Item) return null;
  // Only the contract's fields leave the data layer (the item also carries its keys).
  const checked = creatorProfile.safeParse(out.Item);
  return checked.success ? checked.data : null;
}
