import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductDetail } from '../../../../shared/api/catalogue';
import { addToCart } from '../../../../shared/api/cart';
import { addToWishlist } from '../../../../shared/api/wishlist';
import { effectivePrice } from '../../../../shared/domain/money';
import { prebookPath, slugIdParam } from '../../../../shared/domain/slug';
import { addToCompareList } from '../../../../shared/storage/keys';
import { Alert } from '../../../../shared/ui/Alert';
import { CloseIcon } from '../../../../shared/ui/icons';
import { useAppDeps } from '../../../app/deps';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { cartChanged } from '../../cart/events';
import { selectIsLoggedIn } from '../../session/selectors';
import { addedToWishlistText } from '../../wishlist/added';
import { trackAddToCart } from '../analytics';
import { PRODUCT_TEXT as T } from '../messages';
import { ConsultationModal } from './ConsultationModal';
import { EmiModal } from './EmiModal';
import { EnquiryModal } from './EnquiryModal';

type Notice = { tone: 'success' | 'danger'; text: string; compareLink?: boolean };
type Dialog = 'consultation' | 'enquiry' | 'emi' | null;

/** Where a guest goes to log in first: /user/login?cart={name-slug-id} (or wishlist=…). */
export const loginPathFor = (query: 'cart' | 'wishlist', product: Pick<ProductDetail, 'name' | 'id'>) =>
  `/user/login?${query}=${encodeURIComponent(slugIdParam(product.name, product.id))}`;

/**
 * The product page's actions (spec part 2 §2, §4, §8): Add to Cart (or Book Now for prepayment
 * products), Apply For Store Consultation, Product Enquiry ('Enquiry' for services), Add to
 * Wishlist, Add to Compare and Calculate EMI, with the messages they answer.
 */
export function ProductActions({ product }: { product: ProductDetail }) {
  const { api, storage } = useAppDeps();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState<'cart' | 'wishlist' | null>(null);
  const isService = Number(product.is_service) === 1;
  const prepayment = Number(product.prepayment) !== 0;
  const inStock = Number(product.availability) === 1;
  const enquiryLabel = isService ? T.enquiryService : T.enquiry;

  const onAddToCart = async () => {
    setNotice(null);
    if (!inStock) {
      setNotice({ tone: 'danger', text: T.outOfStockMessage(product.name) });
      return;
    }
    if (!loggedIn) {
      navigate(loginPathFor('cart', product));
      return;
    }
    setBusy('cart');
    const answer = await addToCart(api, { qty: 1, product_id: product.id });
    setBusy(null);
    if (answer && answer.statusCode === 200) {
      trackAddToCart(product, 1);
      dispatch(cartChanged());
      navigate('/user/cart');
    } else if (answer?.statusCode === 401) navigate(loginPathFor('cart', product));
    else if (answer) setNotice({ tone: 'danger', text: answer.message || T.somethingWrong });
  };

  const onAddToWishlist = async () => {
    setNotice(null);
    if (!loggedIn) {
      navigate(loginPathFor('wishlist', product));
      return;
    }
    setBusy('wishlist');
    const answer = await addToWishlist(api, { product_id: product.id });
    setBusy(null);
    if (answer && answer.statusCode === 200) setNotice({ tone: 'success', text: addedToWishlistText(product.name, answer) });
    else if (answer?.statusCode === 401) navigate(loginPathFor('wishlist', product));
    else if (answer) setNotice({ tone: 'danger', text: answer.message || T.somethingWrong });
  };

  const onAddToCompare = () => {
    const { added } = addToCompareList(storage, { id: product.id, name: product.name, sub_category_id: product.product_sub_category_id ?? null });
    setNotice({ tone: 'success', text: added ? T.compareAdded(product.name) : T.compareAlready(product.name), compareLink: true });
  };

  const sent = (message: string) => {
    setDialog(null);
    if (message) setNotice({ tone: 'success', text: message });
  };

  return (
    <div className="cg-pactions">
      <div className="cg-pactions__main">
        {prepayment ? (
          <Link className="cg-button cg-button--primary cg-pactions__buy" to={prebookPath(product.name, product.id)}>
            {T.bookNow}
          </Link>
        ) : (
          <button type="button" className="cg-button cg-button--primary cg-pactions__buy" onClick={onAddToCart} disabled={busy === 'cart'} aria-disabled={!inStock || undefined}>
            {T.addToCart}
          </button>
        )}
        <button type="button" className="cg-button cg-button--secondary" onClick={() => setDialog('emi')}>
          {T.calculateEmi}
        </button>
      </div>
      <div className="cg-pactions__more">
        <button type="button" className="cg-pactions__link" onClick={onAddToWishlist} disabled={busy === 'wishlist'}>
          <HeartIcon />
          {T.addToWishlist}
        </button>
        <button type="button" className="cg-pactions__link" onClick={onAddToCompare}>
          <CompareIcon />
          {T.addToCompare}
        </button>
        <button type="button" className="cg-pactions__link" onClick={() => setDialog('enquiry')}>
          <ChatIcon />
          {enquiryLabel}
        </button>
        {!isService ? (
          <button type="button" className="cg-pactions__link" onClick={() => setDialog('consultation')}>
            <StoreIcon />
            {T.consultation}
          </button>
        ) : null}
      </div>
      <div className="cg-pactions__notice" aria-live="polite">
        {notice ? (
          <Alert tone={notice.tone}>
            <span>{notice.text}</span>
            {notice.compareLink ? (
              <>
                {' '}
                <Link to="/products/compare/">{T.viewCompare}</Link>
              </>
            ) : null}
            <button type="button" className="cg-pactions__dismiss" aria-label={T.dismiss} onClick={() => setNotice(null)}>
              <CloseIcon size={16} />
            </button>
          </Alert>
        ) : null}
      </div>
      <EnquiryModal open={dialog === 'enquiry'} title={enquiryLabel} productId={product.id} productName={product.name} onClose={() => setDialog(null)} onSent={sent} />
      <ConsultationModal open={dialog === 'consultation'} productId={product.id} productName={product.name} onClose={() => setDialog(null)} onSent={sent} />
      <EmiModal open={dialog === 'emi'} price={effectivePrice(product.price, product.discount_price)} loggedIn={loggedIn} onClose={() => setDialog(null)} />
    </div>
  );
}

const icon = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: 'false' as const,
};

function HeartIcon() {
  return (
    <svg {...icon}>
      <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
    </svg>
  );
}
function CompareIcon() {
  return (
    <svg {...icon}>
      <path d="M16 3h5v5M21 3l-7 7M8 21H3v-5M3 21l7-7" />
    </svg>
  );
}
function ChatIcon() {
  return (
    <svg {...icon}>
      <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />
    </svg>
  );
}
function StoreIcon() {
  return (
    <svg {...icon}>
      <path d="M3 9l1.5-5h15L21 9M3 9h18M3 9v11h18V9M9 20v-6h6v6" />
    </svg>
  );
}
