import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import '../../shared/ui/theme.css';
import '../../shared/ui/secondary-buttons.css';
import './Layout.css';

/** When a route fails to load (e.g. a chunk after a deploy) or throws: a way back, not a blank page. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="cg-route-error" id="main">
      <h1>Something went wrong</h1>
      <p>This page could not be shown. Please reload, or go back to the home page.</p>
      <p className="cg-route-error__actions">
        <button type="button" className="cg-button cg-button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="cg-button cg-button--secondary" to="/">
          Home
        </Link>
      </p>
    </main>
  );
}
