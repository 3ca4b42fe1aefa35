// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OnboardingRoute, onboardingLoader } from '@/app/routes/onboarding';
import { OnboardingPending } from '@/app/routes/onboarding-fallbacks';
import { ApiError } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { answerRoutes, renderPage } from '../../support/web';

// The Amplify wrapper, the API client and the toasts are the page's only ways out.
const auth = vi.hoisted(() => ({
  hasSession: vi.fn<() => Promise<boolean>>(),
  signUpWithPassword: vi.fn(),
  signInWithPassword: vi.fn(),
  signOutUser: vi.fn(),
  currentIdToken: vi.fn(),
}));
vi.mock('@/lib/load-auth', () => ({ loadAuth: () => Promise.resolve(auth) }));

type Handler = (options: { body?: unknown } | undefined) => unknown;
const routes = vi.hoisted(() => new Map<string, Handler>());
const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
const toast = vi.hoisted(() => ({ notify: vi.fn() }));
vi.mock('@/components/ui/toast', () => toast);

const NICHES = [
  { niche: 'skincare', displayName: 'Skincare', sortOrder: 1 },
  { niche: 'haircare', displayName: 'Haircare', sortOrder: 2 },
];

function calls(name: string): unknown[] {
  return api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name).map(([, options]) => options);
}

function renderOnboarding(url = '/onboarding') {
  return renderPage(
    url,
    { path: '/onboarding', loader: onboardingLoader, HydrateFallback: OnboardingPending, Component: OnboardingRoute },
    { '/auth': 'Auth page', '/dashboard': 'Dashboard page' },
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));

interface Fields {
  firstName?: string;
  lastName?: string;
  email?: string;
  password?: string;
  confirmPassword?: string;
  niche?: string;
}

async function fill(fields: Fields) {
  await screen.findByRole('option', { name: 'Skincare' });
  if (fields.firstName !== undefined) type('First Name', fields.firstName);
  if (fields.lastName !== undefined) type('Last Name', fields.lastName);
  if (fields.email !== undefined) type('Email', fields.email);
  if (fields.password !== undefined) type('Password', fields.password);
  if (fields.confirmPassword !== undefined) type('Confirm Password', fields.confirmPassword);
  if (fields.niche !== undefined) type('Your Content Niche', fields.niche);
}

/** With setTimeout faked, waitFor cannot poll: run pending promise work until `done` holds. */
async function settle(done: () => boolean) {
  for (let round = 0; round < 100 && !done(); round += 1) await act(() => vi.advanceTimersByTimeAsync(0));
  expect(done()).toBe(true);
}

const complete: Required<Fields> = {
  firstName: 'Ana',
  lastName: 'Lopez',
  email: ' Ana@Example.com ',
  password: 'glowing1',
  confirmPassword: 'glowing1',
  niche: 'skincare',
};

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  auth.hasSession.mockResolvedValue(false);
  routes.clear();
  routes.set('listNiches', () => ({ niches: NICHES }));
  routes.set('signupLookup', () => ({ status: 'none' }));
  routes.set('getBillingConfig', () => ({ publishableKey: 'pk_test_1', environment: 'sandbox', testMode: false }));
  answerRoutes(api.apiCall, routes);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('/onboarding step 1', () => {
  it('shows the titles, the fields and the niches in sort order', async () => {
    renderOnboarding();
    expect(await screen.findByRole('heading', { name: 'Join CommentSpark' })).toBeTruthy();
    expect(screen.getByText('Get started with your free trial')).toBeTruthy();
    for (const label of ['First Name', 'Last Name', 'Email', 'Password', 'Confirm Password', 'Your Content Niche']) {
      expect(screen.getByLabelText(label)).toBeTruthy();
    }
    await screen.findByRole('option', { name: 'Skincare' });
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Select your niche', 'Skincare', 'Haircare']);
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
  });

  // Each row adds what the previous check asked for; only the next check's toast may show.
  const checks: Array<[string, string, Fields, boolean]> = [
    ['First Name Required', 'Please enter your first name.', {}, false],
    ['Last Name Required', 'Please enter your last name.', { firstName: 'Ana' }, false],
    ['Email Required', 'Please enter your email address.', { firstName: 'Ana', lastName: 'Lopez' }, false],
    ['Password Required', 'Please create a password.', { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com' }, true],
    [
      'Password Too Short',
      'Password must be at least 8 characters long.',
      { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', password: 'abc1' },
      true,
    ],
    [
      'Password Too Weak',
      'Password must contain at least one letter and one number.',
      { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', password: 'abcdefgh' },
      true,
    ],
    [
      'Password Confirmation Required',
      'Please confirm your password.',
      { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', password: 'glowing1' },
      true,
    ],
    [
      'Content Niche Required',
      'Please tell us your content niche.',
      { firstName: 'Ana', lastName: 'Lopez', email: 'ana@example.com', password: 'glowing1', confirmPassword: 'glowing2' },
      true,
    ],
    [
      'Password Mismatch',
      'Please make sure your passwords match.',
      {
        firstName: 'Ana',
        lastName: 'Lopez',
        email: 'ana@example.com',
        password: 'glowing1',
        confirmPassword: 'glowing2',
        niche: 'skincare',
      },
      true,
    ],
  ];

  it.each(checks)('shows only "%s" and stops there', async (title, description, fields, looksUp) => {
    renderOnboarding();
    await fill(fields);
    submit();
    await waitFor(() => expect(toast.notify).toHaveBeenCalled());
    // Let anything still running finish before counting.
    await screen.findByRole('button', { name: 'Create Account' });
    expect(toast.notify).toHaveBeenCalledTimes(1);
    expect(toast.notify).toHaveBeenCalledWith({ title, description, variant: 'destructive' });
    expect(calls('signupLookup')).toHaveLength(looksUp ? 1 : 0);
    expect(auth.signUpWithPassword).not.toHaveBeenCalled();
  });

  it('treats whitespace-only names and email as empty', async () => {
    renderOnboarding();
    await fill({ firstName: 'Ana', lastName: '   ' });
    submit();
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Last Name Required',
        description: 'Please enter your last name.',
        variant: 'destructive',
      }),
    );
  });

  it('says "Account Exists" for an active subscriber and goes to /auth after 2 s', async () => {
    routes.set('signupLookup', () => ({ status: 'active' }));
    const router = renderOnboarding();
    await fill(complete);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submit();
    await settle(() => toast.notify.mock.calls.length > 0);
    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Account Exists',
      description: 'An active account with this email already exists. Please sign in instead.',
      variant: 'destructive',
    });
    expect(calls('signupLookup')).toEqual([{ body: { email: 'ana@example.com' } }]);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(router.state.location.pathname).toBe('/onboarding');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/auth');
    expect(router.state.location.search).toBe('?email=ana%40example.com');
    expect(auth.signUpWithPassword).not.toHaveBeenCalled();
  });

  it('welcomes back an abandoned sign-up, prefills first name and niche, and stops for review', async () => {
    routes.set('signupLookup', () => ({ status: 'incomplete', firstName: 'Anabel', niche: 'haircare', nicheName: 'Haircare' }));
    renderOnboarding();
    await fill({ ...complete, firstName: 'A' });
    submit();
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Welcome Back!',
        description: "We found your account for Haircare content. Let's complete your subscription.",
        variant: 'destructive',
      }),
    );
    expect((screen.getByLabelText('First Name') as HTMLInputElement).value).toBe('Anabel');
    expect((screen.getByLabelText('Your Content Niche') as HTMLSelectElement).value).toBe('haircare');
    expect(auth.signUpWithPassword).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', false);
  });

  it('signs a resumed sign-up in with its password and goes to the plans without a second record', async () => {
    routes.set('signupLookup', () => ({ status: 'incomplete', firstName: 'Ana', niche: 'skincare', nicheName: 'Skincare' }));
    routes.set('getMe', () => ({ userId: 'u1', email: 'ana@example.com', groups: [], subscriber: { subscribed: false } }));
    auth.signUpWithPassword.mockResolvedValue({
      status: 'failed',
      failure: { kind: 'service', name: 'UsernameExistsException', message: 'An account with the given email already exists.' },
    });
    auth.signInWithPassword.mockResolvedValue({ status: 'signed-in' });
    renderOnboarding();
    await fill(complete);
    submit();
    await waitFor(() => expect(toast.notify).toHaveBeenCalledTimes(1));
    await screen.findByRole('button', { name: 'Create Account' });
    submit();
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(calls('signupLookup')).toHaveLength(1);
    expect(auth.signInWithPassword).toHaveBeenCalledWith('ana@example.com', 'glowing1');
    expect(calls('createSubscriber')).toHaveLength(0);
  });

  it('creates the account, signs in, stores the subscriber with referral and time zone, then shows the plans', async () => {
    const source = 'https://commentspark.app/tiktok-growth?r=maya2026';
    localStorage.setItem('referral_data', JSON.stringify({ code: 'maya2026', source, timestamp: Date.now() - 1000 }));
    auth.signUpWithPassword.mockResolvedValue({ status: 'signed-up', userId: 'user-1' });
    auth.signInWithPassword.mockResolvedValue({ status: 'signed-in' });
    routes.set('createSubscriber', ({ body } = {}) => ({ subscriber: body }));
    renderOnboarding();
    await fill(complete);
    submit();
    expect(await screen.findByRole('button', { name: 'Creating Account...' })).toHaveProperty('disabled', true);
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(auth.signUpWithPassword).toHaveBeenCalledWith('ana@example.com', 'glowing1');
    expect(auth.signInWithPassword).toHaveBeenCalledWith('ana@example.com', 'glowing1');
    expect(calls('createSubscriber')).toEqual([
      {
        body: {
          firstName: 'Ana',
          lastName: 'Lopez',
          niche: 'skincare',
          referredBy: 'maya2026',
          referralSource: source,
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        },
      },
    ]);
    expect(toast.notify).not.toHaveBeenCalled();
  });

  it('leaves out an expired referral', async () => {
    localStorage.setItem(
      'referral_data',
      JSON.stringify({ code: 'maya2026', source: 'https://x.test/', timestamp: Date.now() - 90 * 86_400_000 }),
    );
    auth.signUpWithPassword.mockResolvedValue({ status: 'signed-up', userId: 'user-1' });
    auth.signInWithPassword.mockResolvedValue({ status: 'signed-in' });
    routes.set('createSubscriber', ({ body } = {}) => ({ subscriber: body }));
    renderOnboarding();
    await fill(complete);
    submit();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    const [options] = calls('createSubscriber') as Array<{ body: Record<string, unknown> }>;
    expect(options!.body).not.toHaveProperty('referredBy');
    expect(options!.body).not.toHaveProperty('referralSource');
  });

  it('does not let a failed lookup block the sign-up', async () => {
    routes.set('signupLookup', () => {
      throw new ApiError(429, 'rate_limited', 'Too many requests');
    });
    auth.signUpWithPassword.mockResolvedValue({ status: 'signed-up', userId: 'user-1' });
    auth.signInWithPassword.mockResolvedValue({ status: 'signed-in' });
    routes.set('createSubscriber', ({ body } = {}) => ({ subscriber: body }));
    renderOnboarding();
    await fill(complete);
    submit();
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(console.warn).toHaveBeenCalled();
  });

  it('says "Account Already Exists" when Cognito has the email, then goes to /auth after 2 s', async () => {
    auth.signUpWithPassword.mockResolvedValue({
      status: 'failed',
      failure: { kind: 'service', name: 'UsernameExistsException', message: 'An account with the given email already exists.' },
    });
    const router = renderOnboarding();
    await fill(complete);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    submit();
    await settle(() => toast.notify.mock.calls.length > 0);
    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Account Already Exists',
      description: 'This email is already registered. Redirecting you to login...',
      variant: 'destructive',
    });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(router.state.location.pathname).toBe('/onboarding');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/auth');
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('maps an "already registered" message the same way', async () => {
    auth.signUpWithPassword.mockResolvedValue({
      status: 'failed',
      failure: { kind: 'service', name: 'Error', message: 'User already registered' },
    });
    renderOnboarding();
    await fill(complete);
    submit();
    await waitFor(() => expect(toast.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Account Already Exists' })));
  });

  it('shows "Sign Up Error" with the service message', async () => {
    auth.signUpWithPassword.mockResolvedValue({
      status: 'failed',
      failure: { kind: 'service', name: 'InvalidPasswordException', message: 'Password did not conform with policy' },
    });
    renderOnboarding();
    await fill(complete);
    submit();
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Sign Up Error',
        description: 'Password did not conform with policy',
        variant: 'destructive',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Create Account' })).toHaveProperty('disabled', false);
  });

  it('reports missing user data from the sign-up', async () => {
    auth.signUpWithPassword.mockResolvedValue({ status: 'signed-up', userId: null });
    renderOnboarding();
    await fill(complete);
    submit();
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Sign Up Error',
        description: 'No user data returned from signup',
        variant: 'destructive',
      }),
    );
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('reports a failed subscriber insert with its message and stays on step 1', async () => {
    auth.signUpWithPassword.mockResolvedValue({ status: 'signed-up', userId: 'user-1' });
    auth.signInWithPassword.mockResolvedValue({ status: 'signed-in' });
    routes.set('createSubscriber', () => {
      throw new ApiError(400, 'invalid_input', 'Please choose one of our niches.');
    });
    renderOnboarding();
    await fill(complete);
    submit();
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({
        title: 'Sign Up Error',
        description: 'Failed to create subscriber record: Please choose one of our niches.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('heading', { name: 'Join CommentSpark' })).toBeTruthy();
  });

  it('skips the account step for a session whose subscriber record is missing', async () => {
    auth.hasSession.mockResolvedValue(true);
    routes.set('getMe', () => ({ userId: 'u1', email: 'ana@example.com', groups: [], subscriber: null }));
    routes.set('createSubscriber', ({ body } = {}) => ({ subscriber: body }));
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Join CommentSpark' });
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ana@example.com');
    await fill({ ...complete, email: 'ana@example.com' });
    submit();
    expect(await screen.findByRole('heading', { name: 'Choose Your Plan' })).toBeTruthy();
    expect(auth.signUpWithPassword).not.toHaveBeenCalled();
    expect(calls('createSubscriber')).toHaveLength(1);
  });
});

describe('/onboarding for someone signed in', () => {
  beforeEach(() => {
    auth.hasSession.mockResolvedValue(true);
    routes.set('getMe', () => ({ userId: 'admin-1', email: 'Admin@Example.com', groups: ['admin'], subscriber: null }));
  });

  it('offers a visitor without a session the sign-in link, not a sign-out', async () => {
    auth.hasSession.mockResolvedValue(false);
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Join CommentSpark' });
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
  });

  it('lets an account without a subscriber record (an admin) sign out, with the notice, to /auth', async () => {
    auth.signOutUser.mockResolvedValue({ ok: true });
    const router = renderOnboarding();
    await screen.findByRole('heading', { name: 'Join CommentSpark' });
    expect(screen.getByText('admin@example.com')).toBeTruthy();
    // Signed in already: the link to /auth would only lead back here.
    expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('Auth page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
    expect(toast.notify).toHaveBeenCalledWith({
      title: 'Signed out successfully',
      description: 'You have been logged out of your account.',
      variant: 'default',
    });
  });

  it('stays, with the service message, when signing out fails', async () => {
    auth.signOutUser.mockResolvedValue({ ok: false, failure: { kind: 'service', name: 'NetworkError', message: 'Network error' } });
    const router = renderOnboarding();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() =>
      expect(toast.notify).toHaveBeenCalledWith({ title: 'Error', description: 'Network error', variant: 'destructive' }),
    );
    expect(router.state.location.pathname).toBe('/onboarding');
    expect(await screen.findByRole('button', { name: 'Sign out' })).toHaveProperty('disabled', false);
  });

  it('offers the sign-out at the plan step too', async () => {
    routes.set('getMe', () => ({
      userId: 'u1',
      email: 'ana@example.com',
      groups: [],
      subscriber: { subscribed: false, onboardingCompleted: false },
    }));
    renderOnboarding();
    await screen.findByRole('heading', { name: 'Choose Your Plan' });
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });
});

describe('the /onboarding loader', () => {
  beforeEach(() => queryClient.clear());

  async function redirectOf(): Promise<string | null> {
    try {
      await onboardingLoader();
      return null;
    } catch (thrown) {
      if (!(thrown instanceof Response)) throw thrown;
      return thrown.headers.get('Location');
    }
  }

  it('starts a visitor without a session at the account form, without asking the API', async () => {
    expect(await onboardingLoader()).toEqual({ step: 'account', session: null });
    expect(calls('getMe')).toHaveLength(0);
  });

  it('starts a session without a subscriber record at the account form, with its email', async () => {
    auth.hasSession.mockResolvedValue(true);
    routes.set('getMe', () => ({ userId: 'u1', email: 'Ana@Example.com', groups: [], subscriber: null }));
    expect(await onboardingLoader()).toEqual({ step: 'account', session: { email: 'ana@example.com' } });
  });

  it('resumes an unpaid record at the plans', async () => {
    auth.hasSession.mockResolvedValue(true);
    routes.set('getMe', () => ({
      userId: 'u1',
      email: 'ana@example.com',
      groups: [],
      subscriber: { subscribed: false, onboardingCompleted: false },
    }));
    expect(await onboardingLoader()).toEqual({ step: 'plan', session: { email: 'ana@example.com' } });
  });

  it('sends a subscriber to the dashboard', async () => {
    auth.hasSession.mockResolvedValue(true);
    routes.set('getMe', () => ({
      userId: 'u1',
      email: 'ana@example.com',
      groups: [],
      subscriber: { subscribed: true, onboardingCompleted: true },
    }));
    expect(await redirectOf()).toBe('/dashboard');
  });

  it('starts at the account form, still signed in, when the lookup is refused', async () => {
    auth.hasSession.mockResolvedValue(true);
    routes.set('getMe', () => {
      throw new ApiError(403, 'forbidden', 'Forbidden');
    });
    expect(await onboardingLoader()).toEqual({ step: 'account', session: { email: null } });
  });
});
