import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { authMessages } from '@/lib/auth-messages';
import { signOutOrExplain } from '@/lib/sign-out';
import '../dashboard.css';

export interface DashboardHeaderProps {
  /** Already resolved by greetingName(). */
  readonly name: string;
}

/**
 * "Welcome back, {name}!" and Sign Out (with the sign-out toasts of
 * docs/product-rules.md#sign-in-and-password-reset). It ends where the top navigation's Logout
 * ends, on /auth: two controls with one meaning.
 */
export function DashboardHeader({ name }: DashboardHeaderProps) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      if (!(await signOutOrExplain())) return;
      notify(authMessages.signedOut);
      await navigate(paths.auth);
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <header className="dash-header">
      <div className="dash-header__text">
        <h1 className="dash-header__title">{`Welcome back, ${name}!`}</h1>
        <p className="muted">Your daily content ideas and subscription, in one place.</p>
      </div>
      <Button variant="outline" size="small" onClick={() => void signOut()} pending={signingOut}>
        Sign Out
      </Button>
    </header>
  );
}
