import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const { getSecretString } = vi.hoisted(() => ({ getSecretString: vi.fn() }));
vi.mock('#functions/platform/secrets', () => ({ getSecretString }));

const { Forbidden } = await import('#functions/platform/errors');
const { assertViaCloudFront, ORIGIN_VERIFY_HEADER } = await import('#functions/platform/http/origin');

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:origin-verify-AbCdEf';
const VALUE = 'k3yFr0mSecretsManagerGeneratedAtDeployTime0123456';

function request(headers: Record<string, string> = {}): APIGatewayProxyEventV2 {
  return { headers, requestContext: { http: { sourceIp: '130.176.0.10' } } } as unknown as APIGatewayProxyEventV2;
}

describe('assertViaCloudFront', () => {
  beforeEach(() => {
    getSecretString.mockReset().mockResolvedValue(VALUE);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  describe('in the cloud (ORIGIN_VERIFY_SECRET_ARN set)', () => {
    beforeEach(() => {
      vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', ARN);
    });

    it("lets through a request carrying CloudFront's value, read from the secret with a cache", async () => {
      await expect(assertViaCloudFront(request({ [ORIGIN_VERIFY_HEADER]: VALUE }))).resolves.toBeUndefined();
      expect(getSecretString).toHaveBeenCalledWith(ARN, { maxAgeSeconds: expect.any(Number) });
      expect(getSecretString.mock.calls[0]![1].maxAgeSeconds).toBeGreaterThan(0);
    });

    it('refuses a request without the header (a direct call to execute-api)', async () => {
      await expect(assertViaCloudFront(request())).rejects.toBeInstanceOf(Forbidden);
    });

    it('refuses a wrong value, a prefix of the right one, and one with extra characters', async () => {
      for (const sent of ['guess', VALUE.slice(0, -1), `${VALUE}x`, VALUE.toUpperCase()]) {
        await expect(assertViaCloudFront(request({ [ORIGIN_VERIFY_HEADER]: sent })), sent).rejects.toBeInstanceOf(Forbidden);
      }
    });

    it('fails as a server error, not a 403, when the secret is empty', async () => {
      getSecretString.mockResolvedValue('');
      const failure = assertViaCloudFront(request({ [ORIGIN_VERIFY_HEADER]: 'anything' }));
      await expect(failure).rejects.toThrow(Error);
      await expect(failure).rejects.not.toBeInstanceOf(Forbidden);
    });
  });

  it('does nothing without ORIGIN_VERIFY_SECRET_ARN (the local stack has no CloudFront)', async () => {
    vi.stubEnv('ORIGIN_VERIFY_SECRET_ARN', '');
    await expect(assertViaCloudFront(request())).resolves.toBeUndefined();
    expect(getSecretString).not.toHaveBeenCalled();
  });
});
