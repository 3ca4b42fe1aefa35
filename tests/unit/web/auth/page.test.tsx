// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '@/app/root-layout';
import { AuthRoute, authLoader } from '@/app/routes/auth';
import { meQueryOptions } from '@/lib/api/get-me';
import { queryClient } from '@/lib/query-client';
import { renderPage, letToastsUnmount } from '../../support/web';

// The Amplify wrapper and the API lookup are the page's only ways out; everything else is real.
const auth = vi.hoisted(() => ({
  hasSession: vi.fn<() => Promise<boolean>>(),
  signInWithPassword: vi.fn(),
  requestPasswordReset: vi.fn(),
  confirmNewPassword: vi.fn(),
  signOutUser: vi.fn(),
  currentIdToken: vi.fn(),
}));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));

const landing = vi.hoisted(() => ({ resolveLandingPath: vi.fn<() => Promise<string>>() }));
vi.mock('@/features/auth/resolve-landing', () => landing);

/** Opens the page as a visitor would, once its loader has decided (show the forms, or redirect). */
async function renderAt(url: string) {
  const router = renderPage(
    url,
    { path: '/auth', loader: authLoader, Component: AuthRoute },
    { '/dashboard': 'Dashboard page', '/onboarding': 'Onboarding page', '/complete-subscription': 'Complete subscription page' },
    { layout: RootLayout },
  );
  await waitFor(() => expect(router.state.initialized && router.state.navigation.state === 'idle').toBe(true));
  // The router's state leads; React renders it a moment later.
  if (router.state.location.pathname === '/auth') await screen.findByRole('heading', { name: 'Welcome Back' });
  return router;
}

const field = (label: string) => screen.getByLabelText(label);
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  auth.hasSession.mockResolvedValue(false);
  landing.resolveLandingPath.mockResolvedValue('/dashboard');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  toast.dismiss();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

afterAll(() => letToastsUnmount(() => toast.dismiss()));

describe('auth page, sign in', () => {
  it('shows the heading, the sign-up link and the trial note', async () => {
    await renderAt('/auth');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create New Account' }).getAttribute('href')).toBe('/onboarding');
    expect(screen.getByText('New users get a 7-day free trial with full access to all features')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the message passed in the query', async () => {
    await renderAt('/auth?message=Please%20log%20in%20to%20access%20your%20dashboard');
    expect(await screen.findByText('Please log in to access your dashboard')).toBeTruthy();
  });

  it('asks to fill in all fields and sends nothing when the password is missing', async () => {
    await renderAt('/auth');
    type('Email', 'ana@example.com');
    click('Sign In');
    expect(await screen.findByText('Please fill in all fields')).toBeTruthy();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('reports a wrong password as a failed login', async () => {
    auth.signInWithPassword.mockResolvedValue({
      status: 'failed',
      failure: { kind: 'service', name: 'InvalidPasswordException', message: 'Invalid password' },
    });
    await renderAt('/auth');
    type('Email', ' ana@example.com ');
    type('Password', 'wrong-password');
    click('Sign In');
    expect(await screen.findByText('Login Failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password. Please check your credentials and try again.')).toBeTruthy();
    expect(auth.signInWithPassword).toHaveBeenCalledWith('ana@example.com', 'wrong-password');
  });

  it('welcomes the user back and follows the landing rules after signing in', async () => {
    auth.signInWithPassword.mockResolvedValue({ status: 'signed-in' });
    landing.resolveLandingPath.mockResolvedValue('/complete-subscription');
    const router = await renderAt('/auth');
    type('Email', 'ana@example.com');
    type('Password', 'Passw0rd!');
    click('Sign In');
    expect(await screen.findByText('Complete subscription page')).toBeTruthy();
    expect(screen.getByText('Welcome back!')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/complete-subscription');
  });

  it('forgets what the cache held before the sign-in, then lands', async () => {
    auth.signInWithPassword.mockResolvedValue({ status: 'signed-in' });
    await renderAt('/auth');
    // Read by an earlier session on this browser: it must not show to the new one.
    queryClient.setQueryData(meQueryOptions().queryKey, {
      userId: 'someone-else',
      email: 'other@example.com',
      groups: [],
      subscriber: null,
    });
    landing.resolveLandingPath.mockImplementation(async () => {
      expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeUndefined();
      return '/dashboard';
    });
    type('Email', 'ana@example.com');
    type('Password', 'Passw0rd!');
    click('Sign In');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(landing.resolveLandingPath).toHaveBeenCalledTimes(1);
  });

  it('sends a user who already has a session to their landing page', async () => {
    auth.hasSession.mockResolvedValue(true);
    landing.resolveLandingPath.mockResolvedValue('/onboarding');
    await renderAt('/auth');
    expect(await screen.findByText('Onboarding page')).toBeTruthy();
  });
});

describe('auth page, reset request', () => {
  it('asks for the email address when it is empty', async () => {
    await renderAt('/auth');
    click('Forgot password?');
    click('Send Reset Email');
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
    expect(auth.requestPasswordReset).not.toHaveBeenCalled();
  });

  it('confirms the email was sent and asks for the code from it', async () => {
    auth.requestPasswordReset.mockResolvedValue({ ok: true });
    await renderAt('/auth');
    type('Email', 'ana@example.com');
    click('Forgot password?');
    click('Send Reset Email');
    expect(await screen.findByText('Reset email sent')).toBeTruthy();
    expect(screen.getByText('Check your email for a password reset link')).toBeTruthy();
    expect(auth.requestPasswordReset).toHaveBeenCalledWith('ana@example.com');
    expect(field('Reset code')).toBeTruthy();
  });

  it('goes back to the sign-in form', async () => {
    await renderAt('/auth');
    click('Forgot password?');
    click('Back to Sign In');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });
});

describe('auth page, new password from the reset link', () => {
  const link = '/auth?reset=true&email=ana%40example.com&code=123456';

  it('shows the new-password form and does not redirect an existing session', async () => {
    auth.hasSession.mockResolvedValue(true);
    await renderAt(link);
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeTruthy();
    expect(screen.queryByLabelText('Reset code')).toBeNull();
    expect(auth.hasSession).not.toHaveBeenCalled();
  });

  it('asks for the reset code when the link did not carry it', async () => {
    await renderAt('/auth?reset=true&email=ana%40example.com');
    expect(await screen.findByLabelText('Reset code')).toBeTruthy();
  });

  it.each([
    ['', '', 'Please fill in all fields'],
    ['abcdef', 'abcdeg', 'Passwords do not match'],
    ['abc', 'abc', 'Password must be at least 6 characters long'],
  ])('rejects "%s" / "%s" with "%s"', async (password, confirmation, message) => {
    await renderAt(link);
    type('New Password', password);
    type('Confirm Password', confirmation);
    click('Update Password');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(auth.confirmNewPassword).not.toHaveBeenCalled();
  });

  it('updates the password, signs in with it and opens the dashboard', async () => {
    auth.confirmNewPassword.mockResolvedValue({ ok: true });
    auth.signInWithPassword.mockResolvedValue({ status: 'signed-in' });
    await renderAt(link);
    type('New Password', 'n3w-secret');
    type('Confirm Password', 'n3w-secret');
    click('Update Password');
    expect(await screen.findByText('Dashboard page')).toBeTruthy();
    expect(screen.getByText('Password updated')).toBeTruthy();
    expect(screen.getByText('Your password has been successfully updated')).toBeTruthy();
    expect(auth.confirmNewPassword).toHaveBeenCalledWith({ email: 'ana@example.com', code: '123456', newPassword: 'n3w-secret' });
    expect(auth.signInWithPassword).toHaveBeenCalledWith('ana@example.com', 'n3w-secret');
    expect(landing.resolveLandingPath).not.toHaveBeenCalled();
  });

  it('leaves recovery for a clean sign-in form when going back', async () => {
    const router = await renderAt(`${link}&message=Hello`);
    click('Back to Sign In');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect((field('Email') as HTMLInputElement).value).toBe('ana@example.com');
    expect(router.state.location.search).toBe('?message=Hello');
  });

  it('starts afresh on the sign-in form after logging out from the reset form', async () => {
    // The header offers Logout to a browser that holds a session (Amplify's token store).
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.user-1.accessToken', 'token');
    auth.signOutUser.mockImplementation(async () => {
      localStorage.clear();
      return { ok: true };
    });
    await renderAt(link);
    type('New Password', 'typed-but-abandoned');
    click('Logout');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });

  it('shows the service message when the code is wrong', async () => {
    auth.confirmNewPassword.mockResolvedValue({
      ok: false,
      failure: { kind: 'service', name: 'CodeMismatchException', message: 'Invalid verification code provided, please try again.' },
    });
    await renderAt(link);
    type('New Password', 'n3w-secret');
    type('Confirm Password', 'n3w-secret');
    click('Update Password');
    expect(await screen.findByText('Invalid verification code provided, please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Update Password' }).hasAttribute('disabled')).toBe(false));
  });
});

describe('the /auth loader', () => {
  const load = (url: string) => authLoader({ request: new Request(`https://app.test${url}`) });

  /** The loader's redirect: a Response it throws, with the target in Location. */
  async function redirectOf(url: string): Promise<string | null> {
    try {
      await load(url);
      return null;
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return thrown.headers.get('Location');
    }
  }

  it('lets a visitor without a session see the forms', async () => {
    expect(await load('/auth')).toBeNull();
    expect(landing.resolveLandingPath).not.toHaveBeenCalled();
  });

  it('sends an existing session where the landing rules say', async () => {
    auth.hasSession.mockResolvedValue(true);
    landing.resolveLandingPath.mockResolvedValue('/complete-subscription');
    expect(await redirectOf('/auth')).toBe('/complete-subscription');
  });

  it('does not look at the session during password recovery', async () => {
    auth.hasSession.mockResolvedValue(true);
    expect(await load('/auth?reset=true&email=ana%40example.com&code=123456')).toBeNull();
    expect(auth.hasSession).not.toHaveBeenCalled();
  });

  it('shows the forms when the session cannot be read', async () => {
    auth.hasSession.mockRejectedValue(new Error('storage blocked'));
    expect(await load('/auth')).toBeNull();
    expect(console.warn).toHaveBeenCalled();
  });
});
