import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { paths } from '../config/paths';
import { Button } from '../components/ui/button';

/** Shown when a route fails to load or render, e.g. a lazy chunk that a new deploy replaced. */
export function RouteError() {
  const error = useRouteError();
  console.error('Route error:', error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="center-page">
      <div className="center-page__body">
        <h1 className="center-page__title">Something went wrong</h1>
        {detail ? <p className="muted">{detail}</p> : null}
        <p className="center-page__actions">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <a className="link" href={paths.home}>
            Return to Home
          </a>
        </p>
      </div>
    </main>
  );
}
