import { Link } from 'react-router-dom';
import { categoryPath } from '../../../shared/domain/slug';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { logoutRequested } from '../session/slice';
import { selectLoyalty, selectUser } from '../session/selectors';
import { AccountMenu } from './AccountMenu';
import { BrandsMenu } from './BrandsMenu';
import { CartLink } from './CartLink';
import { CompareLink } from './CompareLink';
import { BoltIcon, GlobeIcon, PhoneIcon } from './icons';
import { Logo } from './Logo';
import { MegaMenu } from './MegaMenu';
import { HEADER_TEXT as T } from './messages';
import { MobileDrawer } from './MobileDrawer';
import { SearchBox } from './SearchBox';
import { selectMenu } from './selectors';
import './Header.css';

/**
 * Site header: service strip (desktop); menu button (mobile), logo, search, country label NEP,
 * compare, login dropdown and cart; then the category bar (desktop): the mega menu, BRANDS and
 * quick links. The menus come from get/categories.
 */
export function Header() {
  const user = useAppSelector(selectUser);
  const points = useAppSelector(selectLoyalty);
  const menu = useAppSelector(selectMenu);
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
            <Link to="/stores/lg-shoppe">{T.stores}</Link>
            <Link to="/service-centers/">{T.serviceCenters}</Link>
            <Link to="/page/contact-us">{T.contactUs}</Link>
          </nav>
        </div>
      </div>
      <div className="cg-header__main">
        <div className="cg-header__inner cg-header__row">
          <MobileDrawer categories={menu.categories} brands={menu.brands} />
          <Logo className="cg-header__logo" />
          <SearchBox className="cg-header__search" />
          <div className="cg-header__actions">
            <span className="cg-header__country">
              <GlobeIcon />
              <abbr title={T.countryName}>{T.country}</abbr>
            </span>
            <CompareLink />
            <AccountMenu user={user} points={points} onLogout={() => dispatch(logoutRequested())} />
            <CartLink loggedIn={!!user} />
          </div>
        </div>
      </div>
      <nav className="cg-nav" aria-label={T.categoriesNav}>
        <div className="cg-header__inner cg-nav__inner">
          <MegaMenu categories={menu.categories} />
          <BrandsMenu brands={menu.brands} />
          <ul className="cg-nav__links">
            <li>
              <Link className="cg-nav__link cg-nav__link--hot" to="/flash-sales/">
                <BoltIcon />
                {T.flashSales}
              </Link>
            </li>
            <li>
              <Link className="cg-nav__link" to="/products/cg-exclusive/view-all">
                {T.cgExclusive}
              </Link>
            </li>
            <li>
              <Link className="cg-nav__link" to="/products/new-arrivals/view-all">
                {T.newArrivals}
              </Link>
            </li>
            {menu.categories.slice(0, 3).map((c) => (
              <li key={c.category_url} className="cg-nav__cat">
                <Link className="cg-nav__link" to={categoryPath(c.category_url)}>
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
    </header>
  );
}
