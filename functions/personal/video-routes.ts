import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { VIDEO_REQUEST_URL_MESSAGE, requestedVideoId } from './video-ideas-rules';

/** "Ideas from a video" routes. functions/route-table.ts gathers every feature's routes into the one table. */

// A copy of the helper every routes file has: esbuild honours the annotation only within its module.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

export const videoRequest = pure(() =>
  z.object({
    id: z.string(),
    url: z.string(),
    videoId: z.string(),
    videoTitle: z.string(),
    status: z.enum(['queued', 'working', 'done', 'failed']),
    /** Why there are no ideas, as the subscriber reads it. */
    message: z.nullable(z.string()),
    ideas: z.array(z.object({ id: z.string(), title: z.string(), hook: z.string() })),
    createdAt: z.string(),
    finishedAt: z.nullable(z.string()),
  }),
);
export type VideoRequestView = z.infer<typeof videoRequest>;

/** The pasted address: a YouTube video (watch, shorts or youtu.be), checked the same way by the web form. */
export const videoRequestBody = pure(() =>
  z.strictObject({
    url: z.string().check(
      z.trim(),
      z.minLength(1, VIDEO_REQUEST_URL_MESSAGE),
      z.maxLength(500, VIDEO_REQUEST_URL_MESSAGE),
      z.refine((url) => requestedVideoId(url) !== null, VIDEO_REQUEST_URL_MESSAGE),
    ),
  }),
);

export const requestVideoIdeas = pure(() =>
  defineRoute({
    name: 'requestVideoIdeas',
    method: 'POST',
    path: '/api/me/video-ideas',
    access: 'user',
    table: 'readWrite',
    // The daily limit is the product's rule (a few a day); this only stops a script hammering the route.
    rateLimit: { requests: 20, windowSeconds: 3600 },
    handler: 'personal/handlers/request-video-ideas',
    secrets: ['youtube'],
    queuesVideoIdeas: true,
    body: videoRequestBody,
    response: z.object({ request: videoRequest }),
    successStatus: 202,
    maxBodyBytes: 1024,
  }),
);

export const listVideoIdeas = pure(() =>
  defineRoute({
    name: 'listVideoIdeas',
    method: 'GET',
    path: '/api/me/video-ideas',
    access: 'user',
    rateLimit: { requests: 300, windowSeconds: 3600 },
    handler: 'personal/handlers/list-video-ideas',
    response: z.object({ requests: z.array(videoRequest), perDay: z.number(), usedToday: z.number() }),
  }),
);

export const getVideoIdeas = pure(() =>
  defineRoute({
    name: 'getVideoIdeas',
    method: 'GET',
    path: '/api/me/video-ideas/{requestId}',
    access: 'user',
    rateLimit: { requests: 600, windowSeconds: 3600 },
    handler: 'personal/handlers/get-video-ideas',
    params: z.strictObject({ requestId: z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a request id')) }),
    response: z.object({ request: videoRequest }),
  }),
);

/** This feature's video routes; functions/route-table.ts gathers every feature's. */
export const videoIdeasRoutes = pure(
  () => [requestVideoIdeas, listVideoIdeas, getVideoIdeas] as const satisfies readonly RouteDefinition[],
);
