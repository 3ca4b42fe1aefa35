import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/toast';
import { authMessages } from '@/lib/auth-messages';
import { signOutOrExplain } from '@/lib/sign-out';

/**
 * The way out of /onboarding for someone signed in (the top navigation, with its Logout, is hidden
 * there): an account without a subscriber record, such as an admin's, would otherwise go round
 * between the sign-up form and /auth. Signs out as the navigation's Logout does.
 */
export function SignOutNote({ email }: { readonly email: string | null }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  async function signOut() {
    setPending(true);
    if (await signOutOrExplain()) {
      notify(authMessages.signedOut);
      await navigate(paths.auth);
      return;
    }
    setPending(false);
  }

  return (
    <p className="form__note">
      {email ? (
        <>
          Signed in as <strong>{email}</strong>.{' '}
        </>
      ) : null}
      <Button variant="link" pending={pending} pendingLabel="Signing out..." onClick={() => void signOut()}>
        Sign out
      </Button>
    </p>
  );
}
