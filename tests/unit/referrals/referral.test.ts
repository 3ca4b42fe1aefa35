import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REFERRAL_TTL_DAYS, isReferralCodeFormat, isReferralExpired, pickReferralParam } from '#functions/referrals/rules';
import { captureReferral, clearStoredReferral, getStoredReferralCode } from '@/lib/referral';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 2, 1, 9, 30);

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

let storage: MemoryStorage;
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function visit(address: string) {
  const url = new URL(address, 'https://commentspark.app');
  const location = { href: url.href, pathname: url.pathname, search: url.search, hash: url.hash };
  const history = { state: { from: 'test' }, replaceState: vi.fn() };
  return { location, history };
}

beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(Date, 'now').mockReturnValue(NOW);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

describe('referral code format', () => {
  it.each(['abc', 'SPARK22', 'a1b2c3d4e5f6g7h8i9j0'])('accepts %s', (code) => {
    expect(isReferralCodeFormat(code)).toBe(true);
  });

  it.each([
    ['two characters', 'ab'],
    ['21 characters', 'a1b2c3d4e5f6g7h8i9j0k'],
    ['a hyphen', 'spark-22'],
    ['an inner space', 'spark 22'],
    ['an accented letter', 'café22'],
    ['nothing', ''],
  ])('rejects a code with %s', (_case, code) => {
    expect(isReferralCodeFormat(code)).toBe(false);
  });
});

describe('reading the referral parameter', () => {
  const pick = (search: string) => pickReferralParam(new URLSearchParams(search));

  it('prefers r, then ref, then referral, then affiliate', () => {
    expect(pick('?affiliate=dddd&referral=cccc&ref=bbbb&r=aaaa')).toBe('aaaa');
    expect(pick('?affiliate=dddd&referral=cccc&ref=bbbb')).toBe('bbbb');
    expect(pick('?affiliate=dddd&referral=cccc')).toBe('cccc');
    expect(pick('?affiliate=dddd')).toBe('dddd');
  });

  it('takes the first parameter present, whatever its order in the URL', () => {
    expect(pick('?referral=first&ref=second')).toBe('second');
  });

  it('trims the value', () => {
    expect(pick('?ref=%20%20Spark22%20')).toBe('Spark22');
  });

  it('skips a blank parameter', () => {
    expect(pick('?r=&ref=bbbb')).toBe('bbbb');
    expect(pick('?r=%20%20&affiliate=dddd')).toBe('dddd');
  });

  it('finds nothing without a referral parameter', () => {
    expect(pick('?utm_source=tiktok')).toBeNull();
  });
});

describe('referral expiry', () => {
  it(`keeps a code for ${REFERRAL_TTL_DAYS} days`, () => {
    expect(REFERRAL_TTL_DAYS).toBe(60);
    expect(isReferralExpired({ timestamp: NOW }, NOW + 60 * DAY - 1)).toBe(false);
  });

  it('expires it at 60 days', () => {
    expect(isReferralExpired({ timestamp: NOW }, NOW + 60 * DAY)).toBe(true);
  });
});

describe('captureReferral', () => {
  it('stores a code the server accepts, lower-cased, with the page address and time', async () => {
    fetchMock.mockResolvedValue(json(200, { valid: true }));
    const { location, history } = visit('/tiktok-growth?ref=%20SPARK22%20');

    await expect(captureReferral(location, history)).resolves.toBe('spark22');

    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/referrals/validate/spark22');
    expect(JSON.parse(storage.getItem('referral_data')!)).toEqual({
      code: 'spark22',
      source: 'https://commentspark.app/tiktok-growth?ref=%20SPARK22%20',
      timestamp: NOW,
    });
  });

  it('removes every referral parameter from the URL and keeps the others and the hash', async () => {
    fetchMock.mockResolvedValue(json(200, { valid: true }));
    const { location, history } = visit('/skincare?utm_source=tiktok&r=spark22&q=a%20b&affiliate=other1&ref=x#faq');

    await captureReferral(location, history);

    expect(history.replaceState).toHaveBeenCalledWith({ from: 'test' }, '', '/skincare?utm_source=tiktok&q=a%20b#faq');
  });

  it('leaves no question mark when only referral parameters were present', async () => {
    fetchMock.mockResolvedValue(json(200, { valid: true }));
    const { location, history } = visit('/?r=spark22');

    await captureReferral(location, history);

    expect(history.replaceState).toHaveBeenCalledWith({ from: 'test' }, '', '/');
  });

  it('stores nothing and keeps the URL when the server says the code is not valid', async () => {
    fetchMock.mockResolvedValue(json(200, { valid: false }));
    const { location, history } = visit('/?ref=retired1');

    await expect(captureReferral(location, history)).resolves.toBeNull();

    expect(storage.items.size).toBe(0);
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
  });

  it('stores nothing and keeps the URL when validation fails', async () => {
    fetchMock.mockResolvedValue(json(500, { error: { code: 'internal', message: 'Something went wrong' } }));
    const { location, history } = visit('/?ref=spark22');

    await expect(captureReferral(location, history)).resolves.toBeNull();

    expect(storage.items.size).toBe(0);
    expect(history.replaceState).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
  });

  it('does not ask the server about a code with the wrong format', async () => {
    const { location, history } = visit('/?r=no-way!');

    await expect(captureReferral(location, history)).resolves.toBeNull();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(storage.items.size).toBe(0);
    expect(console.warn).toHaveBeenCalled();
  });

  it('does nothing on a page without a referral parameter', async () => {
    const { location, history } = visit('/skincare?utm_source=tiktok');

    await expect(captureReferral(location, history)).resolves.toBeNull();

    expect(fetchMock).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('the stored referral code', () => {
  const store = (value: unknown) => storage.setItem('referral_data', typeof value === 'string' ? value : JSON.stringify(value));

  it('is returned while it is valid', () => {
    store({ code: 'spark22', source: 'https://commentspark.app/', timestamp: NOW });
    expect(getStoredReferralCode(NOW + 59 * DAY)).toBe('spark22');
  });

  it('is removed once it has expired', () => {
    store({ code: 'spark22', source: 'https://commentspark.app/', timestamp: NOW });
    expect(getStoredReferralCode(NOW + 60 * DAY)).toBeNull();
    expect(storage.items.has('referral_data')).toBe(false);
  });

  it('is removed when it is not JSON', () => {
    store('{not json');
    expect(getStoredReferralCode(NOW)).toBeNull();
    expect(storage.items.has('referral_data')).toBe(false);
  });

  it('is removed when it has the wrong shape', () => {
    store({ code: 'spark22', timestamp: 'yesterday' });
    expect(getStoredReferralCode(NOW)).toBeNull();
    expect(storage.items.has('referral_data')).toBe(false);
  });

  it('is null when nothing was stored', () => {
    expect(getStoredReferralCode(NOW)).toBeNull();
  });

  it('is gone after clearStoredReferral', () => {
    store({ code: 'spark22', source: 'https://commentspark.app/', timestamp: NOW });
    clearStoredReferral();
    expect(getStoredReferralCode(NOW)).toBeNull();
  });
});
