import { adminListApplications } from '../../contract/ambassador-routes';
import { listApplications } from '../../data/applications';
import { routeHandler } from '../http/handler';

/** Pending applications oldest first (the review queue); reviewed ones newest first. */
export const handler = routeHandler(adminListApplications, async ({ query }) => ({ applications: await listApplications(query.status) }));
