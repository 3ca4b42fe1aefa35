// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackPending } from '@/app/routes/email-link-fallbacks';
import { IdeaFeedbackRoute, ideaFeedbackLoader } from '@/app/routes/idea-feedback';
import { ApiError } from '@/lib/api-client';
import { answerRoutes, renderPage } from '../../support/web';

const api = vi.hoisted(() => ({ apiCall: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/api-client')>()),
  apiCall: api.apiCall,
}));
vi.mock('@/components/ui/toast', () => ({ notify: vi.fn() }));

/** Shaped like a signed link's token (three base64url parts); only the API checks the signature. */
const TOKEN = 'link-header.link-payload-0001.link-signature';

const callsTo = (name: string) => api.apiCall.mock.calls.filter(([route]) => (route as { name: string }).name === name);

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  vi.resetAllMocks();
  vi.restoreAllMocks();
});

describe('the "Filmed it" / "Not for me" page of the daily email', () => {
  const renderAt = (url: string) =>
    renderPage(
      url,
      { path: '/idea-feedback', Component: IdeaFeedbackRoute, loader: ideaFeedbackLoader, HydrateFallback: FeedbackPending },
      { '/content-idea/:ideaId': 'Idea page', '/dashboard': 'Dashboard page' },
      { strict: true },
    );

  it('saves "Not for me" once and thanks, with a way to the idea', async () => {
    answerRoutes(api.apiCall, new Map([['feedbackFromEmail', () => ({ ideaId: 'p-abc', action: 'not_for_me', changed: true })]]));

    renderAt(`/idea-feedback?token=${TOKEN}&action=not_for_me`);

    expect(await screen.findByRole('heading', { name: 'Thanks, noted' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the idea' }).getAttribute('href')).toBe('/content-idea/p-abc');
    expect(callsTo('feedbackFromEmail').map(([, options]) => options)).toEqual([{ body: { token: TOKEN, action: 'not_for_me' } }]);
  });

  it('thanks for "Filmed it" in its own words', async () => {
    answerRoutes(api.apiCall, new Map([['feedbackFromEmail', () => ({ ideaId: 'skincare-day-3-b', action: 'filmed', changed: false })]]));

    renderAt(`/idea-feedback?token=${TOKEN}&action=filmed`);

    expect(await screen.findByRole('heading', { name: 'Nice one, noted!' })).toBeTruthy();
  });

  it.each([
    ['an action we do not know', `/idea-feedback?token=${TOKEN}&action=loved_it`],
    ['no action', `/idea-feedback?token=${TOKEN}`],
    ['no token', '/idea-feedback?action=filmed'],
  ])('refuses a link with %s without calling the API', async (_, url) => {
    answerRoutes(api.apiCall, new Map());

    renderAt(url);

    expect(await screen.findByRole('heading', { name: "We couldn't save your answer" })).toBeTruthy();
    expect(api.apiCall).not.toHaveBeenCalled();
  });

  it('explains a link the API refuses', async () => {
    answerRoutes(
      api.apiCall,
      new Map([
        [
          'feedbackFromEmail',
          () => {
            throw new ApiError(404, 'not_found', 'This link is not valid.');
          },
        ],
      ]),
    );

    renderAt(`/idea-feedback?token=${TOKEN}&action=filmed`);

    expect(await screen.findByText(/This link is incomplete or has expired\./)).toBeTruthy();
  });
});
