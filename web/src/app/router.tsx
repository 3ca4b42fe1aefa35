import { createBrowserRouter } from 'react-router-dom';
import { loadAuth } from '@/lib/load-auth';
import { publicRoutes } from '@/public/routes';
import { paths } from '@/config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * The app's own pages look up the session as they mount: fetch the session module and
 * /config.json beside the page's chunk rather than after it. A failure is left to the page's own
 * lookup, which reports it as before.
 */
function withSession<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    loadAuth().then(
      (auth) => auth.prefetchSession(),
      () => undefined,
    );
    return load();
  };
}

/**
 * Routes compose features. Every page is a lazy chunk, so a visitor downloads only the page they
 * open. The public pages are here too (the dev server and in-app links render them in the SPA);
 * in production their first load is the prerendered HTML (web/prerender.ts).
 */
export const router = createBrowserRouter([
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    // The first page's chunk is still loading; render nothing rather than a flash of a spinner.
    HydrateFallback: () => null,
    children: [
      {
        path: paths.auth,
        lazy: withSession(async () => ({ Component: (await import('./routes/auth')).AuthRoute })),
      },
      {
        path: paths.onboarding,
        lazy: withSession(async () => ({ Component: (await import('./routes/onboarding')).OnboardingRoute })),
      },
      {
        path: paths.onboardingSuccess,
        lazy: withSession(async () => ({ Component: (await import('./routes/onboarding-success')).OnboardingSuccessRoute })),
      },
      {
        path: paths.completeSubscription,
        lazy: withSession(async () => ({ Component: (await import('./routes/complete-subscription')).CompleteSubscriptionRoute })),
      },
      {
        path: paths.dashboard,
        lazy: withSession(async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute })),
      },
      {
        path: paths.contentIdea,
        lazy: withSession(async () => ({ Component: (await import('./routes/content-idea')).ContentIdeaRoute })),
      },
      ...publicRoutes.map((route) => ({
        path: route.path,
        lazy: async () => ({ Component: (await route.load()).default }),
      })),
      {
        path: paths.publicIdea,
        lazy: async () => ({ Component: (await import('@/features/example-ideas/components/public-idea-page')).default }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
]);
