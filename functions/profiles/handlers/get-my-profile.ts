import { getMyProfile } from '../routes';
import { myProfile } from '../my-profile';
import { routeHandler } from '#functions/platform/http/handler';

/** The caller's own creator profile and the choices the form offers for their niche. */
export const handler = routeHandler(getMyProfile, async ({ auth }) => myProfile(auth.userId));
