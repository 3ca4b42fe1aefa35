/**
 * Named errors the domain and data layers throw. One middleware (functions/platform/http/errors.ts)
 * maps them to status codes; nothing else chooses a status for a failure.
 */
export class DomainError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInput extends DomainError {
  constructor(message = 'The request is not valid.', fieldErrors?: Record<string, string[]>, code = 'invalid_input') {
    super(message, code, fieldErrors);
  }
}
export class Unauthorized extends DomainError {
  constructor(message = 'Sign in to continue.') {
    super(message, 'unauthorized');
  }
}
export class Forbidden extends DomainError {
  constructor(message = 'You do not have access to this.') {
    super(message, 'forbidden');
  }
}
export class NotFound extends DomainError {
  constructor(message = 'Not found.', code = 'not_found') {
    super(message, code);
  }
}
export class Conflict extends DomainError {
  constructor(message = 'This already exists.', code = 'conflict') {
    super(message, code);
  }
}
/**
 * The caller's plan does not include a feature (functions/shared/plans.ts PLAN_FEATURES): 402, which
 * the web client reads as "show the upgrade prompt". Not 403: the route is the caller's, their plan
 * is what stands in the way, and an upgrade removes it.
 */
export class PlanRequired extends DomainError {
  constructor(message: string) {
    super(message, 'plan_required');
  }
}
export class PayloadTooLarge extends DomainError {
  constructor(message = 'The request body is too large.') {
    super(message, 'payload_too_large');
  }
}
export class UnsupportedMediaType extends DomainError {
  constructor(message = 'Send the body as application/json.') {
    super(message, 'unsupported_media_type');
  }
}
export class TooManyRequests extends DomainError {
  constructor(
    /** Seconds until the caller may try again (sent as Retry-After). */
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Please wait a moment and try again.',
  ) {
    super(message, 'too_many_requests');
  }
}
/** A service we depend on (Stripe, its keys) is missing or not answering; the caller may retry later. */
export class ServiceUnavailable extends DomainError {
  constructor(message = 'This service is unavailable right now. Please try again later.', code = 'service_unavailable') {
    super(message, code);
  }
}
