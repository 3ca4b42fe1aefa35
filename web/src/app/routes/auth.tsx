import { useState } from 'react';
import { Link, redirect, useLocation, useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { PRODUCT_NAME } from '#functions/shared/product';
import { Card } from '../../components/ui/card';
import { NewPasswordForm } from '../../features/auth/components/new-password-form';
import { ResetRequestForm } from '../../features/auth/components/reset-request-form';
import { SignInForm } from '../../features/auth/components/sign-in-form';
import { loadAuth } from '../../lib/load-auth';
import { paths } from '../../config/paths';

type Mode = 'sign-in' | 'reset-request' | 'new-password';

const subtitles: Record<Mode, string> = {
  'sign-in': `Sign in to your ${PRODUCT_NAME} account`,
  'reset-request': 'Enter your email to reset your password',
  'new-password': 'Choose a new password',
};

/** The landing lookup pulls in the API client and zod: load it only once someone is signed in. */
async function lookupLandingPath(): Promise<string> {
  return (await import('../../features/auth/resolve-landing')).resolveLandingPath();
}

/** The reset link's `?reset=true`: password recovery, which no landing redirect may interrupt. */
function isRecovery(search: URLSearchParams): boolean {
  return search.get('reset') === 'true';
}

/**
 * A visitor who already has a session follows the landing rules
 * (docs/product-rules.md#landing-after-sign-in), except during password recovery. Without a
 * session, or when the check itself fails, the page shows its forms.
 */
export async function authLoader({ request }: Pick<LoaderFunctionArgs, 'request'>): Promise<null> {
  if (isRecovery(new URL(request.url).searchParams)) return null;
  let landing: string;
  try {
    if (!(await (await loadAuth()).hasSession())) return null;
    landing = await lookupLandingPath();
  } catch (error) {
    console.warn('Could not check for an existing session:', error);
    return null;
  }
  throw redirect(landing);
}

/** A non-empty query value, or null. */
function param(search: URLSearchParams, name: string): string | null {
  const value = search.get(name)?.trim();
  return value ? value : null;
}

/** Marks the page's own URL edits, which must not reset the forms. */
interface AuthLocationState {
  readonly keepForm?: boolean;
}

/**
 * /auth: sign in, ask for a reset email, or set a new password from the reset link
 * (`?reset=true&email=…&code=…`). Password recovery blocks the landing redirect.
 *
 * Every navigation to /auth from elsewhere (e.g. Logout while on the reset form) starts the page
 * afresh from its URL; the page's own URL edits keep what the user typed.
 */
export function AuthRoute() {
  const location = useLocation();
  const keepForm = (location.state as AuthLocationState | null)?.keepForm === true;
  const [pageKey, setPageKey] = useState(location.key);
  if (!keepForm && pageKey !== location.key) setPageKey(location.key);
  return <AuthPage key={keepForm ? pageKey : location.key} />;
}

function AuthPage() {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const message = param(search, 'message');
  const recovery = isRecovery(search);

  const [mode, setMode] = useState<Mode>(recovery ? 'new-password' : 'sign-in');
  const [email, setEmail] = useState(param(search, 'email') ?? '');
  const [resetEmail, setResetEmail] = useState<string | null>(param(search, 'email'));
  const [resetCode, setResetCode] = useState<string | null>(param(search, 'code'));

  async function goToLanding() {
    await navigate(await lookupLandingPath(), { replace: true });
  }

  function showSignIn(nextEmail?: string) {
    if (nextEmail !== undefined) setEmail(nextEmail);
    setMode('sign-in');
    if (recovery) {
      // Leave recovery: the link's code is spent or abandoned, and a reload should not reopen it.
      const next = new URLSearchParams(search);
      for (const name of ['reset', 'email', 'code']) next.delete(name);
      setSearch(next, { replace: true, state: { keepForm: true } satisfies AuthLocationState });
    }
  }

  return (
    <div className="auth-page">
      <title>{`Sign In | ${PRODUCT_NAME}`}</title>
      <Card as="section" className="auth-card" aria-labelledby="auth-heading">
        <p className="auth-card__brand">{PRODUCT_NAME}</p>
        <h1 id="auth-heading" className="auth-card__title">
          Welcome Back
        </h1>
        <p className="auth-card__subtitle">{subtitles[mode]}</p>
        {message ? (
          <p className="notice" role="status">
            {message}
          </p>
        ) : null}

        {mode === 'sign-in' ? (
          <SignInForm
            email={email}
            onForgotPassword={(typed) => {
              setEmail(typed);
              setMode('reset-request');
            }}
            onSignedIn={goToLanding}
          />
        ) : null}
        {mode === 'reset-request' ? (
          <ResetRequestForm
            email={email}
            onBack={(typed) => showSignIn(typed)}
            onSent={(address) => {
              setEmail(address);
              setResetEmail(address);
              setResetCode(null);
              setMode('new-password');
            }}
          />
        ) : null}
        {mode === 'new-password' ? (
          <NewPasswordForm
            email={resetEmail}
            code={resetCode}
            onBack={() => showSignIn()}
            onPasswordUpdated={async () => {
              await navigate(paths.dashboard, { replace: true });
            }}
            onSignInNeeded={(address) => showSignIn(address)}
          />
        ) : null}
      </Card>
      <Link to={paths.home} className="link auth-page__home">
        Back to Home
      </Link>
    </div>
  );
}
