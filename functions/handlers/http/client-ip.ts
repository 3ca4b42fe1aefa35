import type { APIGatewayProxyEventV2 } from 'aws-lambda';

/**
 * The caller's address. Behind CloudFront, API Gateway sees CloudFront's address; CloudFront
 * appends the viewer's address as the last X-Forwarded-For entry (earlier entries are whatever
 * the client sent, so they are not trusted).
 */
export function clientIp(event: APIGatewayProxyEventV2): string {
  const forwarded = event.headers?.['x-forwarded-for'];
  const last = forwarded?.split(',').map((part) => part.trim()).filter(Boolean).at(-1);
  return last ?? event.requestContext.http.sourceIp;
}
