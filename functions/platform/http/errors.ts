import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import {
  Conflict,
  DomainError,
  Forbidden,
  InvalidInput,
  NotFound,
  PayloadTooLarge,
  PlanRequired,
  ServiceUnavailable,
  TooManyRequests,
  Unauthorized,
  UnsupportedMediaType,
} from '../errors';
import type { ErrorBody } from '#functions/shared/schemas';
import { logger } from '../logger';
import { jsonResponse } from './response';

/** The only place a failure becomes a status code. */
const STATUS: ReadonlyArray<readonly [new (...args: never[]) => DomainError, number]> = [
  [InvalidInput, 400],
  [Unauthorized, 401],
  [Forbidden, 403],
  [PlanRequired, 402],
  [NotFound, 404],
  [Conflict, 409],
  [PayloadTooLarge, 413],
  [UnsupportedMediaType, 415],
  [TooManyRequests, 429],
  [ServiceUnavailable, 503],
];

export function statusFor(error: DomainError): number {
  return STATUS.find(([type]) => error instanceof type)?.[1] ?? 400;
}

export function errorResponse(error: unknown): APIGatewayProxyStructuredResultV2 {
  if (error instanceof DomainError) {
    const body: ErrorBody = {
      error: { code: error.code, message: error.message, ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) },
    };
    const response = jsonResponse(statusFor(error), body);
    if (error instanceof TooManyRequests)
      response.headers = { ...response.headers, 'retry-after': String(Math.max(1, error.retryAfterSeconds)) };
    return response;
  }
  // Anything else is our fault: log it whole, tell the caller nothing about it.
  logger.error('Unhandled error', error as Error);
  const body: ErrorBody = { error: { code: 'internal', message: 'Something went wrong. Please try again later.' } };
  return jsonResponse(500, body);
}

export const httpErrors = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> => ({
  onError: (request) => {
    request.response = errorResponse(request.error);
  },
});
