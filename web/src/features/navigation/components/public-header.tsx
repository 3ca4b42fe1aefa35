import { useSyncExternalStore } from 'react';
import { paths } from '@/config/paths';
import { notifyOnNextPage } from '@/components/ui/toast';
import { useReferralHref } from '@/lib/referral-link';
import { hasStoredSignIn } from '@/lib/stored-session';
import { isCurrentLink } from '../nav-items';
import { hasStoredAdminSignIn, hasStoredAmbassadorSignIn } from '../stored-admin';
import { SiteHeader } from './site-header';

/**
 * The prerendered HTML is the same for every visitor, so it shows Sign In, and hydration must
 * render it the same way. Preact ignores useSyncExternalStore's server snapshot, so the store
 * itself answers "no session" until the page has hydrated: subscribing (an effect, after
 * hydration) is what lets the stored session decide.
 */
let hydrated = false;

function subscribe(onChange: () => void): () => void {
  if (!hydrated) {
    hydrated = true;
    onChange();
  }
  // Signing in or out in another tab.
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

const signedInAfterHydration = () => hydrated && hasStoredSignIn();
const adminAfterHydration = () => hydrated && hasStoredAdminSignIn();
const ambassadorAfterHydration = () => hydrated && hasStoredAmbassadorSignIn();
const notSignedInInTheHtml = () => false;

/** The site header of a prerendered page (`path`): plain links, these pages being separate documents. */
export function PublicHeader({ path }: { readonly path: string }) {
  const signedIn = useSyncExternalStore(subscribe, signedInAfterHydration, notSignedInInTheHtml);
  const admin = useSyncExternalStore(subscribe, adminAfterHydration, notSignedInInTheHtml);
  const ambassador = useSyncExternalStore(subscribe, ambassadorAfterHydration, notSignedInInTheHtml);
  // "Start Free Trial" carries an ambassador's code on, as the page's own sign-up links do.
  const signUpHref = useReferralHref(paths.onboarding);
  return (
    <SiteHeader
      signedIn={signedIn}
      admin={admin}
      ambassador={ambassador}
      renderLink={(link) => (
        <a
          href={link.to === paths.onboarding ? signUpHref : link.to}
          className={link.className}
          aria-current={isCurrentLink(link, path) ? 'page' : undefined}
        >
          {link.label}
        </a>
      )}
      onSignedOut={(notice) => {
        notifyOnNextPage(notice);
        window.location.assign(paths.auth);
      }}
    />
  );
}
