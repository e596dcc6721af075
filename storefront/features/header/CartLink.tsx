import { Link } from 'react-router-dom';
import { CartIcon } from './icons';
import { HEADER_TEXT as T } from './messages';

/** The cart icon: /user/cart when logged in, /user/login otherwise (spec part 2 §2). */
export function CartLink({ loggedIn }: { loggedIn: boolean }) {
  return (
    <Link className="cg-header__action cg-header__cart" to={loggedIn ? '/user/cart' : '/user/login'}>
      <CartIcon />
      <span className="cg-header__action-text">{T.cart}</span>
    </Link>
  );
}
