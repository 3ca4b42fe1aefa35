import { adminRoutes } from './admin-routes';
import { ambassadorRoutes } from './ambassador-routes';
import type { RouteDefinition } from './route';
import { baseRoutes } from './routes';

/**
 * The one route table: every API route, read by the CDK api construct, the local gateway and the
 * tests generated from it (access, rate limits, bad input). Its routes are declared in
 * ./routes.ts, ./admin-routes.ts and ./ambassador-routes.ts; only this module gathers them, so the
 * web app, which imports single routes, never bundles a group it does not call.
 */
export const routes = [...baseRoutes, ...adminRoutes, ...ambassadorRoutes] as const satisfies readonly RouteDefinition[];
export type AnyRoute = (typeof routes)[number];
