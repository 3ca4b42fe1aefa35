import { isIP } from 'node:net';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's address, from what the caller cannot set: rate limits and the audit log key on it.
 *
 * In the cloud, API Gateway's `sourceIp` is a CloudFront edge, and X-Forwarded-For starts with
 * whatever the client sent, so neither names the caller. CloudFront writes the address it
 * accepted the connection from into `CloudFront-Viewer-Address` as `ip:port` (IPv6 unbracketed,
 * e.g. `2001:db8::1:443`); the port follows the last colon. The API only answers requests that
 * came through CloudFront (origin.ts), so the header is CloudFront's own.
 *
 * Locally there is no CloudFront: the local gateway drops a client-sent viewer header and
 * `sourceIp` is the socket's remote address.
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  return viewerAddress(event.headers?.['cloudfront-viewer-address']) ?? event.requestContext.http.sourceIp;
}

function viewerAddress(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const value = header.trim();
  const colon = value.lastIndexOf(':');
  if (colon <= 0 || !/^\d{1,5}$/.test(value.slice(colon + 1))) return undefined;
  let ip = value.slice(0, colon);
  if (ip.startsWith('[') && ip.endsWith(']')) ip = ip.slice(1, -1);
  return isIP(ip) === 0 ? undefined : ip.toLowerCase();
}
