import type * as z from 'zod/mini';
import type { PlanFeatureId } from '#functions/shared/plans';

/**
 * Who may call a route. `user` needs a valid Cognito token; `admin` also needs the `admin` group;
 * `ambassador` the `ambassador` group (an approved ambassador's portal account).
 */
export type Access = 'public' | 'user' | 'admin' | 'ambassador';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** Secrets a route's function may read; the stack grants exactly these and nothing else. */
export type RouteSecret = 'stripe' | 'masterAuth' | 'openai' | 'emailLinks' | 'youtube';
/**
 * Calls a route's function may make on the user pool (cognito-idp actions, on that pool only);
 * the stack grants exactly these and sets USER_POOL_ID (functions/platform/cognito-admin.ts).
 */
export type UserPoolAction = 'ListUsersInGroup' | 'AdminGetUser' | 'AdminCreateUser' | 'AdminSetUserPassword' | 'AdminAddUserToGroup';
/** What a route's function may do to the table; the stack grants exactly this. */
export type TableAccess = 'read' | 'readWrite';

/**
 * At most `requests` calls in each fixed window of `windowSeconds`, counted per client address on
 * `public` routes and per user on signed-in ones. The shared chain enforces it before the handler
 * runs and answers 429 with Retry-After.
 */
export interface RateLimit {
  readonly requests: number;
  readonly windowSeconds: number;
}
/**
 * A route deliberately left to the stage-wide throttle, with the reason. Counting costs a write per
 * call, so cheap reads a signed-in user makes (and Stripe's webhook, which checks a signature
 * before anything else) are not counted.
 */
export interface Unlimited {
  readonly unlimited: string;
}

export interface RouteDefinition<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
> {
  /** Stable name: used for the Lambda function id, the log context and the web client. */
  readonly name: string;
  readonly method: Method;
  /** API Gateway style path, `{param}` for path parameters, always under `/api`. */
  readonly path: `/api/${string}`;
  readonly access: Access;
  /** Table access its function is granted. @default 'read' */
  readonly table?: TableAccess;
  /** Every route says how often one caller may call it (or why it is not counted). */
  readonly rateLimit: RateLimit | Unlimited;
  /** Module under `functions/` without extension, `<feature>/handlers/<name>`, that exports `handler`. */
  readonly handler: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly response: R;
  /** Status sent on success; 200 unless said otherwise. */
  readonly successStatus?: number;
  /** Largest accepted request body, in bytes. */
  readonly maxBodyBytes?: number;
  /**
   * The handler reads the body exactly as sent (`event.body`), unparsed: a signature over the
   * raw bytes (Stripe's webhook) would not survive a JSON round trip.
   */
  readonly rawBody?: true;
  /**
   * A `user` route whose caller may put the id token in the body's `token` field instead of the
   * Authorization header: `navigator.sendBeacon` (events sent while the page hides) cannot set
   * headers. API Gateway's JWT authorizer only reads headers, so neither it nor the local gateway
   * checks such a route; its handler verifies the token from the header or the body itself, with
   * the authorizer's checks (functions/platform/http/auth-token.ts), before the usual access rule.
   * Its function gets COGNITO_ISSUER and COGNITO_CLIENT_ID for that.
   */
  readonly tokenInBody?: true;
  readonly secrets?: readonly RouteSecret[];
  /**
   * The handler queues emails (welcome, billing notices, a promo trial's first day) on the email
   * queue, which the sender function drains: API functions never carry the email templates. The
   * stack grants sending to that one queue and sets EMAIL_QUEUE_URL.
   */
  readonly sendsEmail?: true;
  /**
   * The handler queues "Ideas from a video" requests for their worker (functions/personal): the
   * stack grants sending to that one queue and sets VIDEO_IDEAS_QUEUE_URL.
   */
  readonly queuesVideoIdeas?: true;
  /**
   * The user-pool actions the handler calls (the admins to notify, an approved ambassador's
   * account and group). None by default: no other route may touch the pool.
   */
  readonly userPool?: readonly UserPoolAction[];
  /**
   * The handler answers `{ location }` (a path on the app's origin) and the chain sends
   * 303 See Other there: for links opened in a mail client, which should land on a page.
   */
  readonly redirect?: true;
  /**
   * A `user` route of a plan feature (functions/shared/plans.ts PLAN_FEATURES): the chain answers 402
   * `plan_required` to a caller whose plan lacks it, before the handler runs. Build its handler with
   * `planRouteHandler` (functions/subscribers/plan-access.ts), which reads the caller's plan.
   */
  readonly plan?: PlanFeatureId;
  /**
   * The handler answers `{ body, filename? }` and the chain sends `body` as this content type rather
   * than JSON (a calendar feed, an export download); with `filename`, as an attachment of that name.
   */
  readonly textBody?: { readonly contentType: string };
  /** Seconds the function may run; API Gateway answers 503 after 30. @default 10 */
  readonly timeoutSeconds?: number;
}

export const DEFAULT_MAX_BODY_BYTES = 16 * 1024;

/** Keeps the literal types of a route so the web client and handlers can infer from it. */
export function defineRoute<
  P extends z.ZodMiniType = z.ZodMiniNever,
  Q extends z.ZodMiniType = z.ZodMiniNever,
  B extends z.ZodMiniType = z.ZodMiniNever,
  R extends z.ZodMiniType = z.ZodMiniType,
>(route: RouteDefinition<P, Q, B, R>): RouteDefinition<P, Q, B, R> {
  return route;
}

/**
 * `defineRoute` for a plan feature's route: keeps `plan` in the type, which `planRouteHandler`
 * (functions/subscribers/plan-access.ts) requires, so such a route cannot be built with the plain
 * handler by mistake.
 */
export function definePlanRoute<
  P extends z.ZodMiniType = z.ZodMiniNever,
  Q extends z.ZodMiniType = z.ZodMiniNever,
  B extends z.ZodMiniType = z.ZodMiniNever,
  R extends z.ZodMiniType = z.ZodMiniType,
>(route: RouteDefinition<P, Q, B, R> & { readonly plan: PlanFeatureId }): RouteDefinition<P, Q, B, R> & { readonly plan: PlanFeatureId } {
  return route;
}

export type ParamsOf<T> =
  T extends RouteDefinition<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType>
    ? P extends z.ZodMiniNever
      ? undefined
      : z.input<P>
    : never;
export type QueryOf<T> =
  T extends RouteDefinition<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType>
    ? Q extends z.ZodMiniNever
      ? undefined
      : z.input<Q>
    : never;
export type BodyOf<T> =
  T extends RouteDefinition<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType>
    ? B extends z.ZodMiniNever
      ? undefined
      : z.input<B>
    : never;
export type ResponseOf<T> = T extends RouteDefinition<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R> ? z.output<R> : never;

/** `/api/ideas/{id}` → `/^\/api\/ideas\/([^/]+)$/` with the names of its parameters. */
export function compilePath(path: string): { pattern: RegExp; names: string[] } {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      const match = /^\{(\w+)\}$/.exec(part);
      if (!match) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(match[1]!);
      return '([^/]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}$`), names };
}

/** Fills `{param}` placeholders, encoding each value. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}
