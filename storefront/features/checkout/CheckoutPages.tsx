import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { SessionUser } from '../../../shared/api/account';
import {
  getBooknow,
  getCheckout,
  getPrebooking,
  postCheckout,
  postPrebooking,
  type CheckoutData,
  type CheckoutPayload,
  type PrebookingSummary,
} from '../../../shared/api/checkout';
import { isOk } from '../../../shared/api/client';
import type { CouponQuery } from '../../../shared/api/types';
import type { StorefrontRoute } from '../../../shared/domain/slug';
import { useAppDeps } from '../../app/deps';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/selectors';
import { CheckoutForm } from './CheckoutForm';
import { CHECKOUT_TEXT as T } from './messages';
import { CHECKOUT_PATHS } from './paths';
import { emptyCheckoutValues, type CheckoutValues } from './submit';
import { BookingSummary, CartSummary } from './Summary';
import { OrderThankYou } from './ThankYou';
import { useCheckoutSubmit } from './useCheckoutSubmit';
import './Checkout.css';

/**
 * Name, email, mobile and address prefilled from the stored user (part 3 §2). Kept by value:
 * a new user object (refreshed coins) must not reset what the shopper typed.
 */
function usePrefilled(user: SessionUser): CheckoutValues {
  const { name, email, mobile, address } = user;
  return useMemo(
    () => emptyCheckoutValues({ name: name ?? '', email: email ?? '', mobile: mobile ?? '', address: address ?? '' }),
    [name, email, mobile, address],
  );
}

/** coupon and redeem carried from the cart (or the page's query). */
function couponQuery(params: URLSearchParams): CouponQuery {
  return { coupon: params.get('coupon') || undefined, redeem: params.get('redeem') || undefined };
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <PageHead head={titleHead(title)} />
      <div className="cg-checkout">
        <h1 className="cg-checkout__title">{title}</h1>
        {children}
      </div>
    </>
  );
}

function Skeleton() {
  return <div className="cg-checkout__skeleton" aria-hidden="true" />;
}

/**
 * /user/checkout: a guest goes to /; checkout data not answered with 200 sends the shopper back
 * to /user/cart; with ?order=completed it is the order's thank-you page (the server message, the order of ?order_id).
 */
export function CheckoutPage() {
  const user = useAppSelector(selectUser);
  const [params] = useSearchParams();
  if (!user) return <Navigate to={CHECKOUT_PATHS.home} replace />;
  if (params.get('order') === 'completed') return <OrderThankYou user={user} />;
  return <StandardCheckout user={user} />;
}

function StandardCheckout({ user }: { user: SessionUser }) {
  const { api } = useAppDeps();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = useMemo(() => couponQuery(params), [params]);
  const [data, setData] = useState<CheckoutData | null>(null);
  const [areaId, setAreaId] = useState('');
  const initialValues = usePrefilled(user);

  useEffect(() => {
    let live = true;
    void getCheckout(api, { ...query, area_id: areaId ? Number(areaId) : undefined }).then((r) => {
      if (!live) return;
      if (isOk(r) && r.data) setData(r.data);
      else navigate(CHECKOUT_PATHS.cart, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [api, query, areaId, navigate]);

  const post = useCallback((payload: CheckoutPayload) => postCheckout(api, payload, query), [api, query]);
  const checkout = useCheckoutSubmit('order', post);

  return (
    <Shell title={T.checkoutTitle}>
      {data ? (
        <CheckoutForm
          flow="order"
          initialValues={initialValues}
          paymentOptions={data.payment_options}
          addressHeading={T.shippingDetails}
          submitLabel={T.placeOrder}
          summary={(method) => <CartSummary data={data} paymentMethod={method} />}
          error={checkout.error}
          busy={checkout.busy}
          onAreaChange={setAreaId}
          onSubmit={checkout.submit}
        />
      ) : (
        <Skeleton />
      )}
      {checkout.element}
    </Shell>
  );
}

type BookingRoute = Extract<StorefrontRoute, { kind: 'prebook' | 'buynow' }>;

/**
 * /prebook-{product_name}: a guest goes to /user/login?prebook={product id} (part 3 §2), and
 * from there back to /prebook-{id}. The product is the last hyphen-separated piece. 'Complete Checkout'.
 */
export function PrebookPage({ route }: { route: StorefrontRoute }) {
  const user = useAppSelector(selectUser);
  if (route.kind !== 'prebook') return null;
  if (!user) return <Navigate to={`${CHECKOUT_PATHS.login}?prebook=${encodeURIComponent(route.id)}`} replace />;
  return <BookingCheckout user={user} route={route} />;
}

/** /buynow-{product_name}: a guest goes to /user/login/. 'Complete Buy Now'. */
export function BuynowPage({ route }: { route: StorefrontRoute }) {
  const user = useAppSelector(selectUser);
  if (route.kind !== 'buynow') return null;
  if (!user) return <Navigate to={`${CHECKOUT_PATHS.login}/`} replace />;
  return <BookingCheckout user={user} route={route} />;
}

function BookingCheckout({ user, route }: { user: SessionUser; route: BookingRoute }) {
  const { api } = useAppDeps();
  const navigate = useNavigate();
  const location = useLocation();
  const buyNow = route.kind === 'buynow';
  const productId = route.id;
  const query = useMemo(() => couponQuery(new URLSearchParams(location.search)), [location.search]);
  const [data, setData] = useState<PrebookingSummary | null>(null);
  const [areaId, setAreaId] = useState('');
  const initialValues = usePrefilled(user);

  useEffect(() => {
    let live = true;
    const load = buyNow ? getBooknow : getPrebooking;
    void load(api, productId, { ...query, area_id: areaId ? Number(areaId) : undefined }).then((r) => {
      if (!live) return;
      // statusMessage Fail (or no summary): back to / (part 3 §4, §8).
      if (isOk(r) && r.statusMessage !== 'Fail' && r.data) {
        setData(r.data);
      } else navigate(CHECKOUT_PATHS.home, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [api, buyNow, productId, query, areaId, navigate]);

  const post = useCallback((payload: CheckoutPayload) => postPrebooking(api, productId, payload, query), [api, productId, query]);
  const checkout = useCheckoutSubmit(buyNow ? 'buynow' : 'prebook', post);

  return (
    <Shell title={buyNow ? T.buynowTitle : T.prebookTitle}>
      {data ? (
        <CheckoutForm
          flow={buyNow ? 'buynow' : 'prebook'}
          initialValues={initialValues}
          paymentOptions={data.payment_options}
          addressHeading={T.bookingAddress}
          submitLabel={buyNow ? T.completeBuyNow : T.completeCheckout}
          summary={<BookingSummary data={data} buyNow={buyNow} />}
          error={checkout.error}
          busy={checkout.busy}
          onAreaChange={setAreaId}
          onSubmit={checkout.submit}
        />
      ) : (
        <Skeleton />
      )}
      {checkout.element}
    </Shell>
  );
}
