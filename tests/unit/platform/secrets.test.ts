import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSecretCache, getSecretString } from '#functions/platform/secrets';

const ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:example-AbCdEf';

describe('getSecretString', () => {
  let send: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    clearSecretCache();
    vi.useFakeTimers();
    send = vi.fn(async (command: GetSecretValueCommand) => {
      expect(command).toBeInstanceOf(GetSecretValueCommand);
      return { SecretString: `value of ${command.input.SecretId}` };
    });
    vi.spyOn(SecretsManagerClient.prototype, 'send').mockImplementation(send as never);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("returns the secret's string value", async () => {
    await expect(getSecretString(ARN, { maxAgeSeconds: 60 })).resolves.toBe(`value of ${ARN}`);
  });

  it('reuses a fetched value until maxAgeSeconds have passed, then fetches it again', async () => {
    await getSecretString(ARN, { maxAgeSeconds: 60 });
    vi.advanceTimersByTime(59_000);
    await getSecretString(ARN, { maxAgeSeconds: 60 });
    expect(send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_000);
    await getSecretString(ARN, { maxAgeSeconds: 60 });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('shares one fetch between concurrent first calls', async () => {
    const values = await Promise.all([1, 2, 3].map(() => getSecretString(ARN, { maxAgeSeconds: 60 })));
    expect(values).toEqual([1, 2, 3].map(() => `value of ${ARN}`));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('caches each secret on its own', async () => {
    await getSecretString(ARN, { maxAgeSeconds: 60 });
    await expect(getSecretString(`${ARN}-other`, { maxAgeSeconds: 60 })).resolves.toBe(`value of ${ARN}-other`);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('does not cache a failed fetch: the next call tries again', async () => {
    send.mockRejectedValueOnce(new Error('AccessDeniedException'));
    await expect(getSecretString(ARN, { maxAgeSeconds: 60 })).rejects.toThrow('AccessDeniedException');
    await expect(getSecretString(ARN, { maxAgeSeconds: 60 })).resolves.toBe(`value of ${ARN}`);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('decodes a binary secret as UTF-8', async () => {
    send.mockResolvedValueOnce({ SecretBinary: new TextEncoder().encode('bïnary') });
    await expect(getSecretString(ARN, { maxAgeSeconds: 60 })).resolves.toBe('bïnary');
  });
});
