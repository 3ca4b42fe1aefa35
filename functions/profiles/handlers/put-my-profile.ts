import { putMyProfile } from '../routes';
import { saveMyProfile } from '../my-profile';
import { youtubeResolver } from '#functions/ingestion/resolve-url';
import { routeHandler } from '#functions/platform/http/handler';

/** Saves the caller's profile from Settings once its channel, if any, is found on YouTube. */
export const handler = routeHandler(putMyProfile, async ({ body, auth }) => {
  const now = new Date();
  return saveMyProfile({ userId: auth.userId, profile: body, resolver: () => youtubeResolver(now), now });
});
