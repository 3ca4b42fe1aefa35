import * as z from 'zod/mini';
import { creatorProfile } from '#functions/profiles/schema';
import { defineRoute, type RouteDefinition } from '#functions/platform/route';

import { contentIdea, emailAddress, integer, nonNegativeInteger } from '#functions/shared/schemas';

/** The content-engine routes. functions/route-table.ts gathers every feature's routes into the one table. */

// esbuild keeps a top-level call it cannot prove free of side effects (zod/mini's `.check()` is
// a method call, and zod's own annotations do not reach us through its re-exports): without
// `pure`, every function's bundle carries every route's schemas. esbuild 0.28 honours the
// annotation only within its module, hence a copy of this helper in every routes file.
/* @__NO_SIDE_EFFECTS__ */
function pure<T>(build: () => T): T {
  return build();
}

/** Signed-in reads are not counted (see `Unlimited`); writes and every public route are. */
const userRead = { unlimited: 'A signed-in read with no side effects; the stage throttle bounds it.' } as const;

/** Quantity clamped to 1-10, default 1 (docs/product-rules.md#generation-tester). A number, or a numeric string from a form field. */
export const GENERATION_QUANTITY = { min: 1, max: 10, default: 1 } as const;

const QUANTITY_MESSAGE = `Quantity must be a number from ${GENERATION_QUANTITY.min} to ${GENERATION_QUANTITY.max}`;

const generationQuantity = pure(() =>
  z.pipe(
    z.optional(
      z.union(
        [
          z.number().check(z.refine(Number.isFinite, QUANTITY_MESSAGE)),
          z.string().check(z.trim(), z.regex(/^-?\d{1,6}(\.\d+)?$/, QUANTITY_MESSAGE)),
        ],
        { error: QUANTITY_MESSAGE },
      ),
    ),
    z.transform((value: number | string | undefined) =>
      value === undefined
        ? GENERATION_QUANTITY.default
        : Math.min(GENERATION_QUANTITY.max, Math.max(GENERATION_QUANTITY.min, Math.round(Number(value)))),
    ),
  ),
);

const hookValidation = pure(() =>
  z.object({
    validHooks: z.array(z.string()),
    invalidHooks: z.array(z.string()),
    validationDetails: z.array(z.object({ hook: z.string(), style: z.string(), isValid: z.boolean(), errors: z.array(z.string()) })),
  }),
);

/**
 * The judge's verdict on an attempt's candidates (functions/content-engine/judge.ts): each
 * candidate in written order with its rubric scores (null when the judge gave none usable) and
 * whether it became the idea; `error` when the judge's answer was not used. The tester adds each
 * candidate's title.
 */
const judgeVerdict = pure(() =>
  z.object({
    candidates: z.array(
      z.object({
        index: z.optional(integer()),
        title: z.optional(z.nullable(z.string())),
        scores: z.nullable(z.record(z.string(), z.number())),
        kept: z.optional(z.boolean()),
      }),
    ),
    error: z.optional(z.nullable(z.string())),
  }),
);

/** The generation tester and its result (docs/product-rules.md#generation-tester). */
export const adminGenerate = pure(() =>
  defineRoute({
    name: 'adminGenerate',
    method: 'POST',
    path: '/api/admin/generate',
    access: 'admin',
    table: 'readWrite',
    rateLimit: { requests: 20, windowSeconds: 60 },
    handler: 'content-engine/handlers/admin-generate',
    secrets: ['openai'],
    // Up to ten ideas, each up to three model calls, in parallel: more than a read's 10 s, less than API Gateway's 30.
    timeoutSeconds: 29,
    body: z.strictObject({
      niche: z
        .string({ error: 'Please select a niche' })
        .check(z.trim(), z.minLength(1, 'Please select a niche'), z.maxLength(40, 'Please select a niche')),
      quantity: generationQuantity,
      /** Generate for this subscriber's creator profile rather than the niche alone. */
      subscriberEmail: z.optional(z.nullable(z.union([z.literal(''), emailAddress]))),
    }),
    response: z.object({
      success: z.boolean(),
      error: z.nullable(z.string()),
      summary: z.object({
        requested_quantity: integer(),
        generated_quantity: integer(),
        total_processing_time_ms: nonNegativeInteger(),
        niche: z.string(),
        generator: z.enum(['openai', 'offline']),
        /** The creator profile the ideas were written for, if one was asked for. */
        profile: z.nullable(creatorProfile),
      }),
      results: z.array(
        z.object({
          success: z.boolean(),
          error: z.nullable(z.string()),
          attempts: integer(),
          processing_time_ms: nonNegativeInteger(),
          hookValidation: z.nullable(hookValidation),
          content: z.nullable(contentIdea),
          /** The last attempt's judge verdict, when a judge ran. */
          judge: z.optional(z.nullable(judgeVerdict)),
        }),
      ),
    }),
    maxBodyBytes: 1024,
  }),
);

/** 25, 50 or 100 per page, 50 unless asked (docs/product-rules.md#ai-logs). */
export const AI_LOG_PAGE_SIZES = [25, 50, 100] as const;

const aiLog = pure(() =>
  z.object({
    id: z.string(),
    created_at: z.string(),
    niche: z.string(),
    attempt_number: integer(),
    parsing_successful: z.boolean(),
    parsing_error: z.nullable(z.string()),
    processing_time_ms: nonNegativeInteger(),
    request_model: z.string(),
    request_tokens: nonNegativeInteger(),
    content_idea_id: z.nullable(z.string()),
    hook_validation_results: z.nullable(z.object({ total_hooks: integer(), valid_hooks: integer(), invalid_hooks: integer() })),
    response_raw: z.string(),
    input_tokens: nonNegativeInteger(),
    output_tokens: nonNegativeInteger(),
    estimated_cost_usd: z.number(),
    generator: z.enum(['openai', 'offline']),
    purpose: z.enum(['keep-ahead', 'tester', 'video-ideas']),
    judge: z.optional(z.nullable(judgeVerdict)),
  }),
);

export const adminAiLogs = pure(() =>
  defineRoute({
    name: 'adminAiLogs',
    method: 'GET',
    path: '/api/admin/ai-logs',
    access: 'admin',
    rateLimit: userRead,
    handler: 'content-engine/handlers/admin-ai-logs',
    query: z.strictObject({
      niche: z.optional(z.string().check(z.trim(), z.regex(/^[a-z0-9-]{2,40}$/, 'Must be a niche id such as "skincare"'))),
      parsing_successful: z.optional(z.enum(['true', 'false'], 'Must be true or false')),
      limit: z.optional(z.enum(['25', '50', '100'], 'Page size is 25, 50 or 100')),
      cursor: z.optional(z.string().check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Not a cursor from a previous page'))),
    }),
    response: z.object({ logs: z.array(aiLog), next: z.nullable(z.string()) }),
  }),
);

/** This feature's routes; functions/route-table.ts gathers every feature's. */
export const contentEngineRoutes = pure(() => [adminGenerate, adminAiLogs] as const satisfies readonly RouteDefinition[]);
