import { Navigate } from 'react-router-dom';
import { useRenderedOnServer } from '../../shared/ui/useRenderedOnServer';
import { NotFoundPage } from '../features/not-found/NotFoundPage';

/**
 * A public page that leads elsewhere when what it shows does not exist (an unknown page, brand,
 * listing or catalogue). A server cannot follow <Navigate>: the server (and hydration after it)
 * render the not-found page in place, with the 404 the server answers; the browser then goes on
 * to `to` as the spec says.
 */
export function Redirect({ to }: { to: string }) {
  if (useRenderedOnServer()) return <NotFoundPage />;
  return <Navigate to={to} replace />;
}
