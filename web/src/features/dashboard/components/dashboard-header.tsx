import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/components/ui/toast';
import { authMessages } from '@/lib/auth-messages';
import { signOutOrExplain } from '@/lib/sign-out';
import '@/features/dashboard/dashboard.css';

export interface DashboardHeaderProps {
  /** Already resolved by greetingName(). */
  readonly name: string;
}

/** "Welcome back, {name}!" and Sign Out, which ends on the home page (spec 8 sign-out toasts). */
export function DashboardHeader({ name }: DashboardHeaderProps) {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      if (!(await signOutOrExplain())) return;
      notify(authMessages.signedOut);
      await navigate(paths.home);
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
      <button
        type="button"
        className="button button--outline button--small"
        onClick={() => void signOut()}
        disabled={signingOut}
        aria-busy={signingOut || undefined}
      >
        Sign Out
      </button>
    </header>
  );
}
