import {
  REFERRAL_PARAMS,
  REFERRAL_STORAGE_KEY,
  isReferralCodeFormat,
  isReferralExpired,
  normalizeReferralCode,
  parseStoredReferral,
  pickReferralParam,
  type StoredReferral,
} from '#functions/referrals/rules';

type ReferralLocation = Pick<Location, 'href' | 'pathname' | 'search' | 'hash'>;
type ReferralHistory = Pick<History, 'state' | 'replaceState'>;

/**
 * A validated code that storage refused, for this page's life: a sign-up on the page it was
 * captured on (/onboarding?ref=…) still carries it.
 */
let unstoredReferral: StoredReferral | null = null;

/**
 * Reads a referral code from the URL (docs/product-rules.md#referral-capture): format check, then
 * the server's verdict. A valid code is stored and the referral parameters are taken out of the
 * address bar; anything else is only logged. Returns the stored code, or null. Call it from an
 * effect, never during render.
 */
export async function captureReferral(
  location: ReferralLocation = window.location,
  history: ReferralHistory = window.history,
): Promise<string | null> {
  const code = pickReferralParam(new URLSearchParams(location.search));
  if (code === null) return null;
  if (!isReferralCodeFormat(code)) {
    console.warn('Ignoring referral code with an invalid format:', code);
    return null;
  }

  const normalized = normalizeReferralCode(code);
  // The same code again (our own sign-up links carry it on to /onboarding): the first landing
  // page and time stand, and the ambassador's click is not counted twice.
  if (readStoredReferralChecked(Date.now())?.code === normalized) {
    tidyUrl(location, history);
    return normalized;
  }

  let valid: boolean;
  try {
    // Loaded here so a public page that captures referrals stays free of the client and zod.
    const [{ apiCall }, { validateReferral }] = await Promise.all([import('./api-client'), import('#functions/referrals/routes')]);
    ({ valid } = await apiCall(validateReferral, { params: { code: normalized } }));
  } catch (error) {
    console.warn('Could not validate referral code:', normalized, error);
    return null;
  }
  if (!valid) {
    console.warn('Ignoring invalid or inactive referral code:', normalized);
    return null;
  }

  const record: StoredReferral = { code: normalized, source: location.href, timestamp: Date.now() };
  try {
    localStorage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    // Storage can be full or blocked (private modes). The code is kept for this page's life and
    // left in the address bar, so the page's sign-up links can carry it on (./referral-link.ts).
    console.warn('Could not store referral code:', error);
    unstoredReferral = record;
    return null;
  }
  unstoredReferral = null;
  tidyUrl(location, history);
  return normalized;
}

function tidyUrl(location: ReferralLocation, history: ReferralHistory): void {
  history.replaceState(history.state, '', location.pathname + withoutReferralParams(location.search) + location.hash);
}

/**
 * The code and the page it arrived on, while still valid: the stored record, or the one storage
 * refused on this page. An expired or unreadable stored record is removed.
 */
export function getStoredReferral(now: number = Date.now()): StoredReferral | null {
  const stored = readStoredReferralChecked(now);
  if (stored) return stored;
  return unstoredReferral && !isReferralExpired(unstoredReferral, now) ? unstoredReferral : null;
}

/** The stored code while it is still valid; an expired or unreadable record is removed. */
export function getStoredReferralCode(now: number = Date.now()): string | null {
  return getStoredReferral(now)?.code ?? null;
}

function readStoredReferralChecked(now: number): StoredReferral | null {
  let text: string | null;
  try {
    text = localStorage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  const record = parseStoredReferral(text);
  if (record === null || isReferralExpired(record, now)) {
    try {
      localStorage.removeItem(REFERRAL_STORAGE_KEY);
    } catch {
      // Read but not writable: it is ignored all the same.
    }
    return null;
  }
  return record;
}

/** After a conversion is recorded (docs/product-rules.md#referral-capture). */
export function clearStoredReferral(): void {
  unstoredReferral = null;
  try {
    localStorage.removeItem(REFERRAL_STORAGE_KEY);
  } catch {
    // Nothing stored can be read either, so there is nothing left to clear.
  }
}

/**
 * Drops every referral parameter and keeps the others byte for byte (re-serializing through
 * URLSearchParams would re-encode them, e.g. `%20` as `+`).
 */
function withoutReferralParams(search: string): string {
  const names: readonly string[] = REFERRAL_PARAMS;
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && !names.includes(decodeKey(pair.split('=', 1)[0]!)));
  return kept.length > 0 ? `?${kept.join('&')}` : '';
}

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}
