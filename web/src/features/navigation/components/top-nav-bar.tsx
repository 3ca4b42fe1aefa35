import { useState, type ReactNode } from 'react';
import { PRODUCT_NAME } from '../../../../../functions/domain/product';
import { paths } from '@/config/paths';
import type { Notice } from '@/components/ui/toast';
import { authMessages } from '@/lib/auth-messages';
import { signOutOrExplain } from '@/lib/sign-out';

export interface NavItem {
  readonly to: string;
  readonly label: string;
  /** Active only on the exact path (Home), not on paths below it. */
  readonly end: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.skincare, label: 'Skincare', end: false },
  { to: paths.haircare, label: 'Haircare', end: false },
  { to: paths.tiktokGrowth, label: 'TikTok Growth', end: false },
];

export interface TopNavBarProps {
  /** The SPA renders react-router links; prerendered pages render plain anchors. */
  readonly renderLink: (item: NavItem) => ReactNode;
  /** Shows the "Signed out" notice and goes to /auth: in the SPA, or by a full page load. */
  readonly onSignedOut: (notice: Notice) => void | Promise<void>;
}

/** The spec's top navigation: Home, Skincare, Haircare, TikTok Growth, and Logout. */
export function TopNavBar({ renderLink, onSignedOut }: TopNavBarProps) {
  const [signingOut, setSigningOut] = useState(false);

  async function logout() {
    setSigningOut(true);
    try {
      if (!(await signOutOrExplain())) return;
      await onSignedOut(authMessages.signedOut);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <header className="top-nav">
      <nav className="top-nav__inner" aria-label="Main">
        <span className="top-nav__brand">{PRODUCT_NAME}</span>
        <ul className="top-nav__links">
          {NAV_ITEMS.map((item) => (
            <li key={item.to}>{renderLink(item)}</li>
          ))}
        </ul>
        <button type="button" className="button button--outline button--small" onClick={() => void logout()} disabled={signingOut}>
          {signingOut ? 'Logging out...' : 'Logout'}
        </button>
      </nav>
    </header>
  );
}
