import { RESERVATION_TEXT as T } from './messages';
import './NotFound.css';

/** Any other path in the reservation flow (spec part 1 §2). */
export function ReservationNotFound() {
  return (
    <section className="cg-res-not-found" aria-labelledby="cg-res-not-found">
      <p className="cg-res-not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="cg-res-not-found" className="cg-res-not-found__text">
        {T.notFound}
      </h1>
    </section>
  );
}
