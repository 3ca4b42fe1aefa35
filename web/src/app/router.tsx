import { createBrowserRouter } from 'react-router-dom';
import { paths } from './paths';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Routes compose features. Every page is a lazy chunk, so a visitor downloads only the page they
 * open. `/` is not registered yet: the home page comes with its own issue.
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
        path: paths.notFound,
        lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
      },
    ],
  },
]);
