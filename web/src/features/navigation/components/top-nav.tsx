import { useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../../../functions/domain/product';
import { paths } from '../../../app/paths';
import { notify } from '../../../components/ui/toast';
import { loadAuth } from '../../../lib/load-auth';
import { authMessages, signOutFailedMessage } from '../../auth/messages';

const links = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.skincare, label: 'Skincare', end: false },
  { to: paths.haircare, label: 'Haircare', end: false },
  { to: paths.tiktokGrowth, label: 'TikTok Growth', end: false },
] as const;

export function TopNav() {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function logout() {
    setSigningOut(true);
    try {
      // loadAuth() rejects only if the chunk cannot be fetched (offline, or a deploy replaced it).
      const result = await loadAuth().then(
        (auth) => auth.signOutUser(),
        (error: unknown) => ({ ok: false, failure: { kind: 'unexpected', error } }) as const,
      );
      if (!result.ok) {
        notify(signOutFailedMessage(result.failure));
        return;
      }
      notify(authMessages.signedOut);
      await navigate(paths.auth);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <header className="top-nav">
      <nav className="top-nav__inner" aria-label="Main">
        <span className="top-nav__brand">{PRODUCT_NAME}</span>
        <ul className="top-nav__links">
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.end} className="top-nav__link">
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <button type="button" className="button button--outline button--small" onClick={() => void logout()} disabled={signingOut}>
          {signingOut ? 'Logging out...' : 'Logout'}
        </button>
      </nav>
    </header>
  );
}
