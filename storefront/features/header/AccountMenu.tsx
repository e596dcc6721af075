import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { SessionUser } from '../../../shared/api/account';
import { ChevronDownIcon, CoinIcon, HeartIcon, LogoutIcon, UserIcon } from './icons';
import { HEADER_TEXT as T, formatCoins } from './messages';
import { useRouteDisclosure } from './useRouteDisclosure';

interface Props {
  user: SessionUser | null;
  points: number;
  onLogout: () => void;
}

/**
 * The login dropdown: a disclosure button (aria-expanded) and its panel. Guests get Login and
 * Register; a logged-in user sees their name and CG|Coins, with Account, Wishlist and Logout.
 * Escape closes it (focus back on the button), as does a click or focus outside.
 */
export function AccountMenu({ user, points, onLogout }: Props) {
  const { open, setOpen, rootRef, buttonRef, toggle } = useRouteDisclosure();
  const panelId = `account-menu-${useId().replace(/:/g, '')}`;

  const initial = user?.name.trim().charAt(0).toUpperCase() || '';

  return (
    <div className="cg-account" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`cg-header__action cg-account__button${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        {user ? (
          <>
            <span className="cg-account__avatar" aria-hidden="true">
              {initial || <UserIcon size={18} />}
            </span>
            <span className="cg-account__label">
              <span className="cg-account__name">{user.name}</span>
              <span className="cg-account__coins">{formatCoins(points)}</span>
            </span>
          </>
        ) : (
          <>
            <UserIcon />
            <span className="cg-account__label cg-account__label--guest">{T.guestMenu}</span>
          </>
        )}
        <ChevronDownIcon />
      </button>
      <div id={panelId} className="cg-account__panel" hidden={!open}>
        {user ? (
          <>
            <div className="cg-account__summary">
              <p className="cg-account__summary-name">{user.name}</p>
              {user.email ? (
                <p className="cg-account__summary-email" title={user.email}>
                  {user.email}
                </p>
              ) : null}
              <p className="cg-account__summary-coins">
                <CoinIcon />
                {formatCoins(points)}
              </p>
            </div>
            <ul className="cg-account__list">
              <li>
                <Link className="cg-account__item" to="/user/account/">
                  <UserIcon size={18} />
                  {T.account}
                </Link>
              </li>
              <li>
                <Link className="cg-account__item" to="/user/wishlist/">
                  <HeartIcon />
                  {T.wishlist}
                </Link>
              </li>
              <li>
                <button
                  type="button"
                  className="cg-account__item"
                  onClick={() => {
                    setOpen(false);
                    onLogout();
                  }}
                >
                  <LogoutIcon />
                  {T.logout}
                </button>
              </li>
            </ul>
          </>
        ) : (
          <div className="cg-account__guest">
            <p className="cg-account__guest-text">Log in to see your orders, wishlist and CG|Coins.</p>
            <Link className="cg-button cg-button--primary cg-button--block" to="/user/login">
              {T.login}
            </Link>
            <Link className="cg-button cg-button--secondary cg-button--block" to="/user/register">
              {T.register}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
