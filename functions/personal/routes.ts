import * as z from 'zod/mini';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';
import { ideaId, feedbackAction } from '#functions/ideas/routes';

/** The personal-ideas routes a subscriber calls. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/**
 * "Filmed it" or "Not for me" on an idea the caller may open (a shared idea of an unlocked day or
 * their own): one per subscriber and idea, each replacing the other; the same one again changes
 * nothing (`changed: false`). PUT, not POST: it sets the caller's answer, and repeating it is
 * harmless. Moves the caller's taste (functions/personal/weights.ts). Apart from the written
 * feedback (`POST /api/ideas/{id}/feedback`), which stays a free-text message to us.
 */
export const setIdeaFeedbackAction = pure(() =>
  defineRoute({
    name: 'setIdeaFeedbackAction',
    method: 'PUT',
    path: '/api/ideas/{id}/feedback-action',
    access: 'user',
    table: 'readWrite',
    rateLimit: { requests: 60, windowSeconds: 60 },
    handler: 'personal/handlers/feedback-action',
    params: ideaId,
    body: z.strictObject({ action: feedbackAction }),
    response: z.object({ action: feedbackAction, changed: z.boolean() }),
    maxBodyBytes: 256,
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const personalRoutes = pure(() => [setIdeaFeedbackAction] as const satisfies readonly RouteDefinition[]);
