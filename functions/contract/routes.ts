import { z } from 'zod';
import { defineRoute, type RouteDefinition } from './route';
import { niche, subscriber } from './schemas';

/**
 * The one route table. The CDK api construct, the local gateway, the web client and the
 * authorization test all read it; nothing about a route is written anywhere else.
 * It imports only zod so the browser can bundle it.
 */

export const health = defineRoute({
  name: 'health',
  method: 'GET',
  path: '/api/health',
  access: 'public',
  handler: 'system/health',
  response: z.object({ status: z.literal('ok'), time: z.string() }),
});

export const listNiches = defineRoute({
  name: 'listNiches',
  method: 'GET',
  path: '/api/niches',
  access: 'public',
  handler: 'niches/list',
  response: z.object({ niches: z.array(niche) }),
});

export const getMe = defineRoute({
  name: 'getMe',
  method: 'GET',
  path: '/api/me',
  access: 'user',
  handler: 'me/get',
  response: z.object({
    userId: z.string(),
    email: z.string().nullable(),
    groups: z.array(z.string()),
    subscriber: subscriber.nullable(),
  }),
});

export const adminWhoami = defineRoute({
  name: 'adminWhoami',
  method: 'GET',
  path: '/api/admin/whoami',
  access: 'admin',
  handler: 'admin/whoami',
  response: z.object({ userId: z.string(), email: z.string().nullable(), groups: z.array(z.string()) }),
});

export const routes = [health, listNiches, getMe, adminWhoami] as const satisfies readonly RouteDefinition[];
export type AnyRoute = (typeof routes)[number];
