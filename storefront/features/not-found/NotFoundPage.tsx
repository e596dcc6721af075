import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { isReservationQuery } from '../../../shared/reservation/paths';
import { notFoundHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useNotFoundStatus } from '../../app/head/status';
import './NotFound.css';

export const NOT_FOUND_TEXT = 'PAGE NOT FOUND';

/** The reservation flow's own page (its texts, its way back into the flow): in the flow's chunk, as it is rare. */
const ReservationNotFound = lazy(() => import('../reservation/routes').then((m) => ({ default: m.ReservationNotFoundPage })));

/**
 * Unknown paths and the not-found targets (/page-not-found, /not-found, /not-found-page). In
 * the reservation flow (?source=ola) the flow's own text: 'This page could not be found.'.
 */
export function NotFoundPage() {
  useNotFoundStatus();
  const { search } = useLocation();
  const head = <PageHead head={notFoundHead()} />;
  if (isReservationQuery(search)) {
    return (
      <>
        {head}
        <Suspense fallback={null}>
          <ReservationNotFound />
        </Suspense>
      </>
    );
  }
  return (
    <>
      {head}
      <section className="cg-not-found" aria-labelledby="not-found-title">
        <p className="cg-not-found__code" aria-hidden="true">
          404
        </p>
        <h1 id="not-found-title" className="cg-not-found__title">
          {NOT_FOUND_TEXT}
        </h1>
        <p className="cg-not-found__text">The page you are looking for does not exist or may have moved.</p>
        <Link className="cg-button cg-button--primary" to="/">
          Home
        </Link>
      </section>
    </>
  );
}
