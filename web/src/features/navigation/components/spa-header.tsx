import { useSyncExternalStore } from 'react';
import { Link, NavLink, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/components/ui/toast';
import { hasStoredSignIn } from '@/lib/stored-session';
import { hasStoredAdminSignIn, hasStoredAmbassadorSignIn } from '../stored-admin';
import { SiteHeader } from './site-header';

/** Another tab signing in or out changes the stored session; this tab's own changes come with a navigation. */
function subscribeToStorage(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The site header inside the SPA: client-side links. The session is read on every render, so the
 * navigation that follows signing in or out shows the right action.
 */
export function SpaHeader() {
  const navigate = useNavigate();
  const signedIn = useSyncExternalStore(subscribeToStorage, () => hasStoredSignIn());
  const admin = useSyncExternalStore(subscribeToStorage, () => hasStoredAdminSignIn());
  const ambassador = useSyncExternalStore(subscribeToStorage, () => hasStoredAmbassadorSignIn());
  return (
    <SiteHeader
      signedIn={signedIn}
      admin={admin}
      ambassador={ambassador}
      renderLink={(link) =>
        link.current ? (
          <NavLink to={link.to} end={link.current === 'exact'} className={link.className}>
            {link.label}
          </NavLink>
        ) : (
          <Link to={link.to} className={link.className}>
            {link.label}
          </Link>
        )
      }
      onSignedOut={(notice) => {
        notify(notice);
        return navigate(paths.auth);
      }}
    />
  );
}
