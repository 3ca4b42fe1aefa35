import {
  REFERRAL_PARAMS,
  REFERRAL_STORAGE_KEY,
  isReferralCodeFormat,
  isReferralExpired,
  normalizeReferralCode,
  parseStoredReferral,
  pickReferralParam,
  type StoredReferral,
} from '../../../functions/domain/referral';

type ReferralLocation = Pick<Location, 'href' | 'pathname' | 'search' | 'hash'>;
type ReferralHistory = Pick<History, 'state' | 'replaceState'>;

/**
 * Reads a referral code from the URL (spec 4): format check, then the server's verdict. A valid
 * code is stored and the referral parameters are taken out of the address bar; anything else is
 * only logged. Returns the stored code, or null. Call it from an effect, never during render.
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
  let valid: boolean;
  try {
    // Loaded here so a public page that captures referrals stays free of the client and zod.
    const [{ apiCall }, { validateReferral }] = await Promise.all([
      import('./api-client'),
      import('../../../functions/contract/routes'),
    ]);
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
    // Storage can be full or blocked (private modes); the visit simply goes untracked.
    console.warn('Could not store referral code:', error);
    return null;
  }
  history.replaceState(history.state, '', location.pathname + withoutReferralParams(location.search) + location.hash);
  return normalized;
}

/** The stored code while it is still valid; an expired or unreadable record is removed. */
export function getStoredReferralCode(now: number = Date.now()): string | null {
  let text: string | null;
  try {
    text = localStorage.getItem(REFERRAL_STORAGE_KEY);
  } catch {
    return null;
  }
  if (text === null) return null;
  const record = parseStoredReferral(text);
  if (record === null || isReferralExpired(record, now)) {
    clearStoredReferral();
    return null;
  }
  return record.code;
}

/** After a conversion is recorded (spec 4). */
export function clearStoredReferral(): void {
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
