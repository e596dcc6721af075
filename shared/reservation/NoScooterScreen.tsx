import { ChooseScooterLink } from './ChooseScooterLink';
import { FlowLink } from './hooks';
import { RESERVATION_TEXT as T } from './messages';
import { RESERVATION_PATHS } from './paths';
import { Shell } from './Shell';

/**
 * The shipping address, payment or summary opened without a product (no product query or
 * attribute): there is nothing to reserve, so instead of a form that would end on an empty
 * summary, the way back to choose a scooter (and to the reservations already made).
 */
export function NoScooterScreen() {
  return (
    <Shell title={T.chooseScooterFirst} intro={T.chooseScooterIntro}>
      <div className="cg-res-actions">
        <ChooseScooterLink />
        <FlowLink to={RESERVATION_PATHS.myReservations} className="cg-button cg-button--secondary" part="secondary-button">
          {T.reservationsTitle}
        </FlowLink>
      </div>
    </Shell>
  );
}
