import { RESERVATION_TEXT as T } from './messages';
import { useScooterSite } from './scooter-site';

/** The way out of the flow to the scooter site, to choose a scooter (there is none to reserve here). */
export function ChooseScooterLink() {
  return (
    <a className="cg-button cg-button--primary" href={useScooterSite()} part="primary-button">
      {T.chooseScooter}
    </a>
  );
}
