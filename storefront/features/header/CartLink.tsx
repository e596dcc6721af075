import { useId } from 'react';
import { Link } from 'react-router-dom';
import { MiniCart } from '../../../shared/ui/MiniCart';
import { MINI_CART_TEXT as M } from '../../../shared/ui/miniCartText';
import type { ProductCardLinkProps } from '../../../shared/ui/ProductCard';
import { useAppSelector } from '../../app/hooks';
import { selectCartItems, selectCartTotal, selectCartUnits } from '../cart/selectors';
import { CartIcon, ChevronDownIcon } from './icons';
import { HEADER_TEXT as T } from './messages';
import { useRouteDisclosure } from './useRouteDisclosure';

/** The mini-cart's links as client-side route changes. */
function RouterLink({ href, className, children, onClick }: ProductCardLinkProps) {
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

/**
 * The cart icon (spec part 2 §2): /user/cart when logged in, /user/login otherwise, with the
 * number of units; beside it a disclosure button (aria-expanded) opening the mini-cart dropdown:
 * 'Recently added item(s)', the subtotal and 'View Cart', or 'No Items in cart'. Escape closes
 * it and puts focus back on the button; so does a click or focus outside, or a page change.
 */
export function CartLink({ loggedIn }: { loggedIn: boolean }) {
  const items = useAppSelector(selectCartItems);
  const subtotal = useAppSelector(selectCartTotal);
  const units = useAppSelector(selectCartUnits);
  const { open, setOpen, rootRef, buttonRef, toggle } = useRouteDisclosure();
  const panelId = `mini-cart-${useId().replace(/:/g, '')}`;
  const shown = loggedIn ? items : [];

  return (
    <div className="cg-cart-menu" ref={rootRef}>
      <Link
        className="cg-header__action cg-header__cart"
        to={loggedIn ? '/user/cart' : '/user/login'}
        aria-label={loggedIn ? `${T.cart}, ${M.units(units)}` : undefined}
      >
        <span className="cg-cart-menu__icon">
          <CartIcon />
          {loggedIn && units > 0 ? (
            <span className="cg-cart-menu__count" aria-hidden="true">
              {units > 99 ? '99+' : units}
            </span>
          ) : null}
        </span>
        <span className="cg-header__action-text">{T.cart}</span>
      </Link>
      <button
        ref={buttonRef}
        type="button"
        className={`cg-header__action cg-cart-menu__toggle${open ? ' is-open' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={M.showCart}
        onClick={toggle}
      >
        <ChevronDownIcon />
      </button>
      <div id={panelId} className="cg-cart-menu__panel" hidden={!open}>
        <MiniCart items={shown} subtotal={subtotal} Link={RouterLink} onNavigate={() => setOpen(false)} />
      </div>
    </div>
  );
}
