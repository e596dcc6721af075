import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested } from '../session/slice';
import { selectLoyalty, selectUser } from '../session/selectors';
import { AccountMenu } from './AccountMenu';
import { CartLink } from './CartLink';
import { GlobeIcon, PhoneIcon } from './icons';
import { Logo } from './Logo';
import { HEADER_TEXT as T } from './messages';
import './Header.css';

/** Site header: service strip (desktop), logo, country label, login dropdown and cart. */
export function Header() {
  const user = useAppSelector(selectUser);
  const points = useAppSelector(selectLoyalty);
  const dispatch = useAppDispatch();
  return (
    <header className="cg-header">
      <div className="cg-header__strip">
        <div className="cg-header__inner">
          <a className="cg-header__strip-phone" href={`tel:${T.tollFreeNumber}`}>
            <PhoneIcon />
            {T.tollFree} {T.tollFreeNumber}
          </a>
          <nav aria-label="Help" className="cg-header__strip-nav">
            <Link to="/stores/lg-shoppe">Stores</Link>
            <Link to="/service-centers/">Service Centers</Link>
            <Link to="/page/contact-us">Contact Us</Link>
          </nav>
        </div>
      </div>
      <div className="cg-header__main">
        <div className="cg-header__inner">
          <Logo className="cg-header__logo" />
          <div className="cg-header__actions">
            <span className="cg-header__country">
              <GlobeIcon />
              <abbr title={T.countryName}>{T.country}</abbr>
            </span>
            <AccountMenu user={user} points={points} onLogout={() => dispatch(logoutRequested())} />
            <CartLink loggedIn={!!user} />
          </div>
        </div>
      </div>
    </header>
  );
}
