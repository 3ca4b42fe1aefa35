import { useState, type ReactNode } from 'react';
import { PRODUCT_NAME } from '#functions/shared/product';
import { paths } from '@/config/paths';
import { Button, buttonClass } from '@/components/ui/button';
import { notify, type Notice } from '@/components/ui/toast';
import { authMessages, signOutFailedMessage } from '@/lib/auth-messages';
import { ADMIN_NAV_ITEM, AMBASSADOR_NAV_ITEM, NAV_ITEMS, type HeaderLink } from '../nav-items';

export interface SiteHeaderProps {
  /** The SPA renders react-router links; prerendered pages render plain anchors. */
  readonly renderLink: (link: HeaderLink) => ReactNode;
  /** Logout with a session; Sign In and Start Free Trial without one. */
  readonly signedIn: boolean;
  /** The stored session is an admin's: the navigation adds "Admin". */
  readonly admin?: boolean;
  /** The stored session is an ambassador's: the navigation adds "Portal". */
  readonly ambassador?: boolean;
  /** Shows the "Signed out" notice and goes to /auth: in the SPA, or by a full page load. */
  readonly onSignedOut: (notice: Notice) => void | Promise<void>;
}

/**
 * The one header of every page but onboarding: the product name, the navigation (Home, Skincare,
 * Haircare, TikTok Growth) and the account action (docs/product-rules.md#navigation-and-not-found).
 */
export function SiteHeader({ renderLink, signedIn, admin = false, ambassador = false, onSignedOut }: SiteHeaderProps) {
  const [signingOut, setSigningOut] = useState(false);

  async function logout() {
    setSigningOut(true);
    try {
      // Loaded on click: it carries the query cache and the API client, which public pages do not.
      const { signOutOrExplain } = await import('@/lib/sign-out');
      if (!(await signOutOrExplain())) return;
      await onSignedOut(authMessages.signedOut);
    } catch (error) {
      notify(signOutFailedMessage({ kind: 'unexpected', error }));
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <header className="site-header">
      <nav className="site-header__inner" aria-label="Main">
        {renderLink({ to: paths.home, label: PRODUCT_NAME, className: 'site-header__brand' })}
        <ul className="site-header__links">
          {[...NAV_ITEMS, ...(signedIn && admin ? [ADMIN_NAV_ITEM] : []), ...(signedIn && ambassador ? [AMBASSADOR_NAV_ITEM] : [])].map(
            (item) => (
              <li key={item.to}>{renderLink(item)}</li>
            ),
          )}
        </ul>
        <div className="site-header__actions">
          {signedIn ? (
            <Button variant="outline" size="small" pending={signingOut} pendingLabel="Logging out..." onClick={() => void logout()}>
              Logout
            </Button>
          ) : (
            <>
              {renderLink({ to: paths.auth, label: 'Sign In', className: buttonClass({ variant: 'ghost', size: 'small' }) })}
              {renderLink({ to: paths.onboarding, label: 'Start Free Trial', className: buttonClass({ size: 'small' }) })}
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
