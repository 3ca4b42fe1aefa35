import { createBrowserRouter } from 'react-router-dom';
import { publicPages } from '../public/registry';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

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
        lazy: async () => ({ Component: (await import('./routes/auth')).AuthRoute }),
      },
      {
        path: paths.onboarding,
        lazy: async () => ({ Component: (await import('./routes/onboarding')).OnboardingRoute }),
      },
      {
        path: paths.onboardingSuccess,
        lazy: async () => ({ Component: (await import('./routes/onboarding-success')).OnboardingSuccessRoute }),
      },
      {
        path: paths.completeSubscription,
        lazy: async () => ({ Component: (await import('./routes/complete-subscription')).CompleteSubscriptionRoute }),
      },
      {
        path: paths.dashboard,
        lazy: async () => ({ Component: (await import('./routes/dashboard')).DashboardRoute }),
      },
      {
        path: paths.contentIdea,
        lazy: async () => ({ Component: (await import('./routes/content-idea')).ContentIdeaRoute }),
      },
      ...publicPages.map((page) => ({
        path: page.path,
        lazy: async () => ({ Component: (await page.load()).default }),
      })),
      {
        path: paths.publicIdea,
        lazy: async () => ({ Component: (await import('../features/public-idea/public-idea-page')).default }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
]);
