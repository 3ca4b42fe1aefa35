import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientIp } from '#functions/platform/http/client-ip';

/** What API Gateway hands a function behind CloudFront: `sourceIp` is the edge, not the caller. */
function request(headers: Record<string, string>, sourceIp = '130.176.0.10'): APIGatewayProxyEventV2 {
  return { headers, requestContext: { http: { sourceIp } } } as unknown as APIGatewayProxyEventV2;
}

describe('clientIp', () => {
  it("takes the caller's IPv4 address from CloudFront's viewer header, without the port", () => {
    expect(clientIp(request({ 'cloudfront-viewer-address': '198.51.100.10:46532' }))).toBe('198.51.100.10');
  });

  it('strips the port after the last colon of an unbracketed IPv6 address', () => {
    expect(clientIp(request({ 'cloudfront-viewer-address': '2001:db8::1:443' }))).toBe('2001:db8::1');
    expect(clientIp(request({ 'cloudfront-viewer-address': '2001:0DB8:85A3:0000:0000:8A2E:0370:7334:52325' }))).toBe(
      '2001:0db8:85a3:0000:0000:8a2e:0370:7334',
    );
  });

  it('accepts a bracketed IPv6 address as well', () => {
    expect(clientIp(request({ 'cloudfront-viewer-address': '[2001:db8::7]:8443' }))).toBe('2001:db8::7');
  });

  it('ignores a forged X-Forwarded-For, whichever entry it puts last', () => {
    const forged = { 'x-forwarded-for': '203.0.113.1, 203.0.113.2', 'cloudfront-viewer-address': '198.51.100.10:46532' };
    expect(clientIp(request(forged))).toBe('198.51.100.10');
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.7' }, '192.0.2.44'))).toBe('192.0.2.44');
  });

  it('falls back to the connection address without the viewer header (the local stack)', () => {
    expect(clientIp(request({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(clientIp({ requestContext: { http: { sourceIp: '::1' } } } as unknown as APIGatewayProxyEventV2)).toBe('::1');
  });

  it('falls back to the connection address when the viewer header is not an address and port', () => {
    for (const value of ['198.51.100.10', 'not-an-ip:443', '198.51.100.10:port', ':443', '999.1.1.1:443', '']) {
      expect(clientIp(request({ 'cloudfront-viewer-address': value }, '192.0.2.44')), value).toBe('192.0.2.44');
    }
  });
});
