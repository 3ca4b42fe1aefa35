import { routes } from '../../functions/contract/routes';

/**
 * A valid request for every route in the table, so the access test can tell "allowed" (2xx)
 * from "refused" (401/403). The access test fails for a route added without an example here.
 */
export interface RouteExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
}

export const ROUTE_EXAMPLES: Record<(typeof routes)[number]['name'], RouteExample> = {
  health: {},
  listNiches: {},
  getMe: {},
  adminWhoami: {},
};
