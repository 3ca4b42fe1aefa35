import { routeHandler } from '#functions/platform/http/handler';
import { adminGetSeasons } from '../routes';
import { seasonsOf } from '../admin';

/** A niche's live seasonal moments, with its version for the next save. */
export const handler = routeHandler(adminGetSeasons, async ({ params }) => seasonsOf(params.niche));
