/**
 * Referral capture rules (docs/product-rules.md#referral-capture). Pure, so the browser capture,
 * the sign-up that reads the stored code and the tests share one reading of them.
 */

/** URL query parameters that may carry a code, in the order they are read. */
export const REFERRAL_PARAMS = ['r', 'ref', 'referral', 'affiliate'] as const;

/**
 * How long a captured code counts. An older reading said 30 days; the ambassador page promises
 * 60-day tracking, so that promise is the one kept (docs/product-rules.md#referral-capture).
 */
export const REFERRAL_TTL_DAYS = 60;
export const REFERRAL_TTL_MS = REFERRAL_TTL_DAYS * 24 * 60 * 60 * 1000;

/** Browser storage key of the stored referral record (docs/product-rules.md#referral-capture). */
export const REFERRAL_STORAGE_KEY = 'referral_data';

export interface StoredReferral {
  /** Lower-cased, trimmed. */
  readonly code: string;
  /** The page address the visitor arrived on. */
  readonly source: string;
  /** Milliseconds since the epoch, when the code was stored. */
  readonly timestamp: number;
}

/** 3 to 20 letters or digits (docs/product-rules.md#referral-capture). The contract's referralCode schema checks with this too. */
export const REFERRAL_CODE_FORMAT = /^[A-Za-z0-9]{3,20}$/;

/**
 * The trimmed value of the first referral parameter that has one, or null. A parameter that is
 * present but blank (`?r=&ref=abc`) is treated as absent, so the next one is read.
 */
export function pickReferralParam(searchParams: URLSearchParams): string | null {
  for (const name of REFERRAL_PARAMS) {
    const value = searchParams.get(name)?.trim();
    if (value) return value;
  }
  return null;
}

/** Expects an already trimmed code. */
export function isReferralCodeFormat(code: string): boolean {
  return REFERRAL_CODE_FORMAT.test(code);
}

/** Codes are stored, looked up and sent lower-cased. */
export function normalizeReferralCode(code: string): string {
  return code.toLowerCase();
}

/** A record stays valid for REFERRAL_TTL_DAYS from the moment it was stored, that moment excluded at the end. */
export function isReferralExpired(record: Pick<StoredReferral, 'timestamp'>, now: number): boolean {
  return now - record.timestamp >= REFERRAL_TTL_MS;
}

/** The stored record, or null when the text is missing, not JSON, or not the expected shape. */
export function parseStoredReferral(text: string | null): StoredReferral | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { code, source, timestamp } = value as Record<string, unknown>;
  if (typeof code !== 'string' || !isReferralCodeFormat(code)) return null;
  if (typeof source !== 'string' || typeof timestamp !== 'number' || !Number.isFinite(timestamp)) return null;
  return { code, source, timestamp };
}
