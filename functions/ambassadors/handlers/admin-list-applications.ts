import { adminListApplications } from '../routes';
import { listApplications } from '../applications-store';
import { routeHandler } from '#functions/platform/http/handler';

/** Pending applications oldest first (the review queue); reviewed ones newest first. */
export const handler = routeHandler(adminListApplications, async ({ query }) => ({ applications: await listApplications(query.status) }));
