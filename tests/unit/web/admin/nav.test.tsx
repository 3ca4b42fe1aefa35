// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RootLayout } from '@/app/root-layout';
import { hasStoredAdminSignIn } from '@/features/navigation/stored-admin';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const idToken = (claims: object) => `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;

/** What Amplify keeps in localStorage for a signed-in user whose id token carries these groups. */
function storeSession(groups: string[] | undefined): void {
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.LastAuthUser', 'user-1');
  localStorage.setItem('CognitoIdentityServiceProvider.client-1.user-1.accessToken', 'a.b.c');
  localStorage.setItem(
    'CognitoIdentityServiceProvider.client-1.user-1.idToken',
    idToken({ sub: 'user-1', ...(groups ? { 'cognito:groups': groups } : {}) }),
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ Component: RootLayout, children: [{ path: '*', Component: () => <p>Some page</p> }] }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
}

const navLabels = async () =>
  within(within(await screen.findByRole('navigation', { name: 'Main' })).getByRole('list'))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the Admin item of the site header', () => {
  it('is offered to a signed-in admin, after the spec items', async () => {
    storeSession(['admin']);
    renderAt('/somewhere');
    expect((await navLabels()).at(-1)).toEqual(['Admin', '/admin']);
  });

  it('is not offered to a subscriber', async () => {
    storeSession(['subscribers']);
    renderAt('/somewhere');
    expect((await navLabels()).map(([label]) => label)).toEqual(['Home', 'Skincare', 'Haircare', 'TikTok Growth']);
  });

  it('is not offered without a session', async () => {
    renderAt('/somewhere');
    expect((await navLabels()).map(([label]) => label)).not.toContain('Admin');
  });
});

describe('the Portal item of the site header', () => {
  it('is offered to a signed-in ambassador, after the spec items', async () => {
    storeSession(['ambassador']);
    renderAt('/somewhere');
    expect((await navLabels()).at(-1)).toEqual(['Portal', '/ambassador']);
    expect((await navLabels()).map(([label]) => label)).not.toContain('Admin');
  });

  it('is not offered to a subscriber or an admin who is no ambassador', async () => {
    storeSession(['admin']);
    renderAt('/somewhere');
    expect((await navLabels()).map(([label]) => label)).not.toContain('Portal');
  });
});

describe('reading the stored session for the admin group', () => {
  it('answers no for a token without groups or one that does not decode', () => {
    storeSession(undefined);
    expect(hasStoredAdminSignIn()).toBe(false);
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.user-1.idToken', 'not-a-jwt');
    expect(hasStoredAdminSignIn()).toBe(false);
  });

  it('answers no when storage is blocked', () => {
    expect(
      hasStoredAdminSignIn(() => {
        throw new Error('blocked');
      }),
    ).toBe(false);
  });
});
