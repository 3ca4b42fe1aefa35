import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export function jsonResponse(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify(body),
  };
}

/**
 * A body that is not JSON (a calendar feed, an export). A `filename` makes it a download; it is
 * reduced to a safe token first, so no header can be split through it.
 */
export function textResponse(statusCode: number, contentType: string, body: string, filename?: string): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { 'content-type': contentType, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' };
  if (filename) headers['content-disposition'] = `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`;
  return { statusCode, headers, body };
}

/**
 * A redirect to a path on the app's own origin. Only paths are accepted: a location built from
 * request input can then never send anyone to another site.
 */
export function redirectResponse(statusCode: number, location: string): APIGatewayProxyStructuredResultV2 {
  if (!location.startsWith('/') || location.startsWith('//')) throw new Error(`Redirects stay on this site: "${location}" is not a path.`);
  return { statusCode, headers: { location, 'cache-control': 'no-store' }, body: '' };
}
