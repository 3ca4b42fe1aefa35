import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/**
 * A redirect to a path on the app's own origin. Only paths are accepted: a location built from
 * request input can then never send anyone to another site.
 */
export function redirectResponse(statusCode: number, location: string): APIGatewayProxyStructuredResultV2 {
  if (!location.startsWith('/') || location.startsWith('//')) throw new Error(`Redirects stay on this site: "${location}" is not a path.`);
  return { statusCode, headers: { location, 'cache-control': 'no-store' }, body: '' };
}
