import { useSyncExternalStore } from 'react';
import { isReferralCodeFormat, normalizeReferralCode, pickReferralParam } from '#functions/referrals/rules';
import { getStoredReferralCode } from './referral';

/** The referral code in a page's query (format-checked, lower-cased), or null. */
export function referralCodeIn(search: string): string | null {
  const code = pickReferralParam(new URLSearchParams(search));
  return code !== null && isReferralCodeFormat(code) ? normalizeReferralCode(code) : null;
}

/** `href` with `ref=<code>` added to its query (replacing one it had), its hash kept. */
export function withReferralCode(href: string, code: string): string {
  const url = new URL(href, 'https://origin.invalid');
  url.searchParams.set('ref', code);
  const sameOrigin = url.origin === 'https://origin.invalid';
  return sameOrigin ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/**
 * The prerendered HTML is the same for every visitor and hydration must render it the same way;
 * Preact ignores useSyncExternalStore's server snapshot, so the store answers "no code" until the
 * first subscription (an effect, after hydration) lets the address and storage decide.
 */
let hydrated = false;

function subscribe(onChange: () => void): () => void {
  if (!hydrated) {
    hydrated = true;
    onChange();
  }
  return () => undefined;
}

const codeAfterHydration = () => (hydrated ? (referralCodeIn(window.location.search) ?? getStoredReferralCode()) : null);
const noCodeInTheHtml = () => null;

/**
 * The href of a sign-up link on a public page, carrying the ambassador's code: the one the page was
 * opened with, else the stored one. In the link itself, so the referral reaches /onboarding even
 * when storage is blocked (the code is then never stored) or the visitor clicks before the code
 * has been validated.
 */
export function useReferralHref(href: string): string {
  const code = useSyncExternalStore(subscribe, codeAfterHydration, noCodeInTheHtml);
  return code ? withReferralCode(href, code) : href;
}
