import { createBrowserRouter } from 'react-router-dom';
import { loadAuth } from '../lib/load-auth';
import { publicRoutes } from '../public/routes';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { AdminPending } from './routes/admin-fallbacks';
import { AmbassadorPending } from './routes/ambassador-fallbacks';
import { EmailSettingsPending, FeedbackPending, RatingPending } from './routes/email-link-fallbacks';
import { ContentIdeaPending, DashboardPending } from './routes/guard-fallbacks';
import { OnboardingPending, ProcessingSubscription } from './routes/onboarding-fallbacks';

/**
 * The app's own pages decide in their loaders, which read the session: fetch the session module
 * and /config.json beside the page's chunk rather than after it. A failure is left to the
 * loader's own lookup, which reports it.
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
        lazy: withSession(async () => {
          const route = await import('./routes/auth');
          return { loader: route.authLoader, Component: route.AuthRoute };
        }),
      },
      {
        path: paths.onboarding,
        HydrateFallback: OnboardingPending,
        lazy: withSession(async () => {
          const route = await import('./routes/onboarding');
          return { loader: route.onboardingLoader, Component: route.OnboardingRoute };
        }),
      },
      {
        path: paths.onboardingSuccess,
        HydrateFallback: ProcessingSubscription,
        lazy: withSession(async () => {
          const route = await import('./routes/onboarding-success');
          return { loader: route.onboardingSuccessLoader, Component: route.OnboardingSuccessRoute };
        }),
      },
      {
        path: paths.completeSubscription,
        HydrateFallback: OnboardingPending,
        lazy: withSession(async () => {
          const route = await import('./routes/complete-subscription');
          return { loader: route.completeSubscriptionLoader, Component: route.CompleteSubscriptionRoute };
        }),
      },
      {
        path: paths.dashboard,
        HydrateFallback: DashboardPending,
        lazy: withSession(async () => {
          const route = await import('./routes/dashboard');
          return { loader: route.dashboardLoader, shouldRevalidate: route.shouldRevalidateDashboard, Component: route.DashboardRoute };
        }),
      },
      {
        path: paths.contentIdea,
        HydrateFallback: ContentIdeaPending,
        lazy: withSession(async () => {
          const route = await import('./routes/content-idea');
          return { loader: route.contentIdeaLoader, Component: route.ContentIdeaRoute };
        }),
      },
      {
        path: paths.emailPreferences,
        HydrateFallback: EmailSettingsPending,
        // Not withSession: a link's token needs no session, and only a visit without one reads it.
        lazy: async () => {
          const route = await import('./routes/email-preferences');
          return { loader: route.emailPreferencesLoader, Component: route.EmailPreferencesRoute };
        },
      },
      {
        path: paths.unsubscribe,
        lazy: async () => ({ Component: (await import('./routes/unsubscribe')).UnsubscribeRoute }),
      },
      {
        path: paths.rate,
        HydrateFallback: RatingPending,
        lazy: async () => {
          const route = await import('./routes/rate');
          return { loader: route.rateLoader, Component: route.RateRoute };
        },
      },
      {
        path: paths.ideaFeedback,
        HydrateFallback: FeedbackPending,
        lazy: async () => {
          const route = await import('./routes/idea-feedback');
          return { loader: route.ideaFeedbackLoader, Component: route.IdeaFeedbackRoute };
        },
      },
      // The admin area (docs/product-rules.md#admin-gate): one gate, requireAdmin, in every loader;
      // "Verifying admin access..." while it decides. /admin and /admin-dashboard are the same
      // screen.
      ...[paths.admin, paths.adminDashboard].map((path) => ({
        path,
        HydrateFallback: AdminPending,
        lazy: withSession(async () => {
          const route = await import('./routes/admin');
          return { loader: route.adminLoader, shouldRevalidate: route.shouldRevalidateAdmin, Component: route.AdminRoute };
        }),
      })),
      {
        path: paths.adminAmbassadors,
        HydrateFallback: AdminPending,
        lazy: withSession(async () => {
          const route = await import('./routes/admin-ambassadors');
          return { loader: route.adminAmbassadorsLoader, Component: route.AdminAmbassadorsRoute };
        }),
      },
      {
        path: paths.adminSupportRequest,
        HydrateFallback: AdminPending,
        lazy: withSession(async () => {
          const route = await import('./routes/admin-support-request');
          return { loader: route.adminSupportRequestLoader, Component: route.AdminSupportRequestRoute };
        }),
      },
      // The ambassador's portal (docs/product-rules.md#ambassador-portal): its gate sends everyone
      // else to /auth or home.
      {
        path: paths.ambassador,
        HydrateFallback: AmbassadorPending,
        lazy: withSession(async () => {
          const route = await import('./routes/ambassador');
          return { loader: route.ambassadorLoader, Component: route.AmbassadorRoute };
        }),
      },
      {
        path: paths.createUserContentProfile,
        HydrateFallback: AdminPending,
        lazy: withSession(async () => {
          const route = await import('./routes/create-user-content-profile');
          return { loader: route.createUserContentProfileLoader, Component: route.CreateUserContentProfileRoute };
        }),
      },
      ...publicRoutes.map((route) => ({
        path: route.path,
        lazy: async () => ({ Component: (await route.load()).default }),
      })),
      {
        path: paths.publicIdea,
        lazy: async () => ({ Component: (await import('../features/example-ideas/components/public-idea-page')).default }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
]);
