import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import type { Mock } from 'vitest';
import type { ContentIdea, Subscriber } from '#functions/shared/schemas';
import { queryClient } from '@/lib/query-client';

/** Shared by the page tests: a subscriber record, a promise to settle by hand, a page in a router. */

/** For components rendered outside a page: the app's query cache, emptied. */
export function withQueryCache(element: ReactNode): ReactNode {
  queryClient.clear();
  return <QueryClientProvider client={queryClient}>{element}</QueryClientProvider>;
}

export function subscriberFixture(overrides: Partial<Subscriber> = {}): Subscriber {
  return {
    userId: 'user-1',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Lee',
    niche: 'skincare',
    subscribed: true,
    onboardingCompleted: true,
    subscriptionTier: 'monthly',
    subscriptionStatus: 'active',
    subscriptionEnd: null,
    referredBy: null,
    timeZone: 'UTC',
    dailyEmail: true,
    sendHour: 7,
    emailStatus: 'deliverable',
    stripeCustomerId: 'cus_1',
    testMode: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A day-3 skincare idea (variant B) with three hooks, three sections and a source. */
export function ideaFixture(overrides: Partial<ContentIdea> = {}): ContentIdea {
  return {
    id: 'skincare-day-3-b',
    niche: 'skincare',
    subNiche: 'sun-care',
    ideaNumber: 3,
    variant: 'B',
    dayNumber: 3,
    title: 'SPF is not a once-a-day thing',
    content: {
      hooks: [
        'You put sunscreen on at 8am. By noon it is gone.',
        'Reapplying over makeup is easier than you think.',
        'The two-finger rule, explained.',
      ],
      sections: [
        { title: 'How much', text: 'Two finger lengths', voiceover: 'Squeeze two finger lengths.', visuals: 'Close-up of two fingers.' },
        {
          title: 'When again',
          text: 'Every two hours outside',
          voiceover: 'Reapply every two hours outdoors.',
          visuals: 'A timer on screen.',
        },
        { title: 'Over makeup', text: 'Mist or stick', voiceover: 'Use a mist or a stick over makeup.', visuals: 'Mist over a full face.' },
      ],
      why_it_works: 'Answers the comment directly • A rule people can repeat • Ends with a question',
    },
    source: {
      comment: 'do I really have to reapply?? I wear makeup',
      commentAuthor: '@sunny.side',
      commentLikes: 3120,
      videoTitle: 'My summer skincare routine',
      videoCreator: '@glow.daily',
      videoViews: 1_500_000,
      platform: 'tiktok',
    },
    ...overrides,
  };
}

/** GET /api/me's answer for a signed-in user with this subscriber record (or none). */
export function meAnswer(subscriber: unknown, userId = 'user-1') {
  return { userId, email: 'ana@example.com', groups: [], subscriber };
}

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Renders `Component` (with its route's `loader` and `HydrateFallback`, if any) at `url` in a
 * memory router, with the app's query cache emptied first, as a fresh page load would have it.
 * The other paths it may navigate to render a paragraph with the given text, so a test can tell
 * where the page went.
 */
export function renderPage(
  url: string,
  page: Pick<RouteObject, 'loader' | 'shouldRevalidate' | 'HydrateFallback'> & { path: string; Component: ComponentType },
  elsewhere: Record<string, string>,
  options: { layout?: ComponentType; strict?: boolean } = {},
) {
  const routes: RouteObject[] = [
    { ...page },
    ...Object.entries(elsewhere).map(([path, text]) => ({ path, Component: () => <p>{text}</p> })),
  ];
  queryClient.clear();
  const router = createMemoryRouter(options.layout ? [{ Component: options.layout, children: routes }] : routes, { initialEntries: [url] });
  const app = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(options.strict ? <StrictMode>{app}</StrictMode> : app);
  return router;
}

export type RouteAnswer = (options?: { body?: unknown }) => unknown;

/** Makes the mocked apiCall answer each route by name; a call nobody expected fails the test. */
export function answerRoutes(apiCall: Mock, answers: ReadonlyMap<string, RouteAnswer>): void {
  apiCall.mockImplementation(async (route: { name: string }, options?: { body?: unknown }) => {
    const answer = answers.get(route.name);
    if (!answer) throw new Error(`unexpected call ${route.name}`);
    return answer(options);
  });
}

/**
 * For files that render real sonner toasts: the toast region is its own React root that outlives
 * each test, and dismissed toasts unmount after sonner's 200 ms exit animation. Waiting for that
 * before jsdom is torn down keeps React's scheduler from firing into a window that is gone
 * ("window is not defined", seen on a loaded machine).
 */
export async function letToastsUnmount(dismiss: () => void): Promise<void> {
  dismiss();
  await new Promise((resolve) => setTimeout(resolve, 500));
}
