import { ChooseScooterLink } from './ChooseScooterLink';
import { useHost } from './host';
import { FlowLink } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import { RESERVATION_PATHS } from './paths';
import './NotFound.css';

/**
 * Any other path in the reservation flow (spec part 1 §2), with the way back: to the flow's start,
 * or — for a scooter that does not exist (the lookup's not-found target) — to the scooter site to
 * choose another.
 */
export function ReservationNotFound() {
  const { navigator } = useHost();
  const unknownScooter = navigator.path === RESERVATION_PATHS.notFound;
  return (
    <section className="cg-res-not-found" aria-labelledby="cg-res-not-found">
      <p className="cg-res-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="cg-res-not-found" className="cg-res-not-found__text">
        {T.notFound}
      </h1>
      <p className="cg-res-not-found__action">
        {unknownScooter ? (
          <ChooseScooterLink />
        ) : (
          <FlowLink to={RESERVATION_PATHS.login} className="cg-button cg-button--primary" part="primary-button">
            {T.startOver}
          </FlowLink>
        )}
      </p>
    </section>
  );
}
