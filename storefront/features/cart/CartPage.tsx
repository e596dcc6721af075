import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import type { CartData, CartItem } from '../../../shared/api/cart';
import { productPath, supplierPath } from '../../../shared/domain/slug';
import { Alert } from '../../../shared/ui/Alert';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectLoyalty, selectUser } from '../session/selectors';
import { CART_TEXT as T } from './messages';
import {
  selectBusyLines,
  selectCart,
  selectCartCoupons,
  selectCartNotice,
  selectCartStatus,
  selectCheckoutQuery,
  selectCoupon,
  selectCouponMessage,
  selectRedeem,
} from './selectors';
import {
  cartRequested,
  couponApplyRequested,
  couponRemoved,
  couponsRequested,
  lineDeleteRequested,
  quantityChangeRequested,
  redeemRequested,
} from './slice';
import './CartPage.css';
import { formatDeduction, formatMoney, effectivePrice, hasDiscount } from '../../../shared/domain/money';


/**
 * /user/cart (spec part 3 §2 Cart): the lines with their controls, the coupon and CG|Coins
 * boxes, the totals the server computed, and the links to shop on or check out. Guests go to /.
 */
export function CartPage() {
  const user = useAppSelector(selectUser);
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const notice = useAppSelector(selectCartNotice);
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (!user) return;
    dispatch(cartRequested());
    dispatch(couponsRequested());
  }, [dispatch, user]);

  if (!user) return <Navigate to="/" replace />;

  const items = cart?.cart_items ?? [];
  return (
    <>
      <PageHead head={titleHead(T.documentTitle)} />
      <section className="cg-cart" aria-labelledby="cart-title">
        <div className="cg-cart__inner">
          <h1 id="cart-title" className="cg-cart__title">
            {T.title}
          </h1>
          {status !== 'ready' ? (
            <p className="cg-cart__loading" role="status">
              {T.loading}
            </p>
          ) : items.length === 0 || !cart ? (
            <EmptyCart />
          ) : (
            <div className="cg-cart__layout">
              <div className="cg-cart__main">
                {notice ? (
                  <p className="cg-cart__notice" role="status">
                    {notice}
                  </p>
                ) : null}
                <ul className="cg-cart__lines" aria-label={T.product}>
                  {items.map((item) => (
                    <CartLine key={item.product_id} item={item} />
                  ))}
                </ul>
                <Link className="cg-cart__continue" to="/">
                  {T.continueShopping}
                </Link>
              </div>
              <aside className="cg-cart__side" aria-label={T.summary}>
                <CouponBox />
                <RedeemBox cart={cart} />
                <Totals cart={cart} />
              </aside>
            </div>
          )}
        </div>
      </section>
    </>
  );
}

function EmptyCart() {
  return (
    <div className="cg-cart__empty">
      <svg className="cg-cart__empty-icon" viewBox="0 0 24 24" width="64" height="64" aria-hidden="true" focusable="false">
        <path
          d="M3 4h2l2.2 10.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L20.5 8H6.2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <circle cx="10" cy="20" r="1.4" fill="currentColor" />
        <circle cx="17" cy="20" r="1.4" fill="currentColor" />
      </svg>
      <p className="cg-cart__empty-title">{T.empty}</p>
      <p className="cg-cart__empty-hint">{T.emptyHint}</p>
      <Link className="cg-button cg-button--primary" to="/">
        {T.shopNow}
      </Link>
    </div>
  );
}

function CartLine({ item }: { item: CartItem }) {
  const dispatch = useAppDispatch();
  const busy = useAppSelector(selectBusyLines).includes(item.product_id);
  const href = productPath(item.product_name, item.product_id);
  const discounted = hasDiscount(item.product_price, item.product_discount_price);
  const unit = effectivePrice(item.product_price, item.product_discount_price);
  const stock = item.available_quantity;
  const atMax = stock != null && item.qty >= stock;
  const coupon = item.coupon_discount;
  const change = (by: 1 | -1) => dispatch(quantityChangeRequested({ product_id: item.product_id, change: by }));

  return (
    <li className="cg-cart-line" aria-busy={busy || undefined}>
      <Link className="cg-cart-line__image" to={href} tabIndex={-1} aria-hidden="true">
        {item.product_img ? <img src={item.product_img} alt="" width={96} height={96} loading="lazy" /> : null}
      </Link>
      <div className="cg-cart-line__info">
        <h2 className="cg-cart-line__name">
          <Link to={href}>{item.product_name}</Link>
        </h2>
        <p className="cg-cart-line__meta">
          {item.brand ? (
            <span>
              {T.brand}: {item.brand}
            </span>
          ) : null}
          {item.model_number ? (
            <span>
              {T.model}: {item.model_number}
            </span>
          ) : null}
        </p>
        {item.supplier_name ? (
          <p className="cg-cart-line__supplier">
            {T.soldBy}:{' '}
            <Link to={supplierPath(item.supplier_name)}>
              {item.supplier_logo ? <img src={item.supplier_logo} alt="" width={20} height={20} loading="lazy" /> : null}
              {item.supplier_name}
            </Link>
          </p>
        ) : null}
        <p className="cg-cart-line__price">
          <span className="cg-visually-hidden">{T.price}: </span>
          {discounted ? <s className="cg-cart-line__was">{formatMoney(item.product_price)}</s> : null}
          <span className="cg-cart-line__unit">{formatMoney(unit)}</span>
        </p>
        {item.free ? (
          <p className="cg-cart-line__free">
            <span className="cg-cart-line__tag">{T.freeTag}</span> {item.free.name}
            {item.free.price ? <span className="cg-cart-line__muted"> ({T.freeWorth(formatMoney(item.free.price))})</span> : null}
          </p>
        ) : null}
        {coupon ? (
          <p className="cg-cart-line__coupon">
            <span className="cg-cart-line__tag cg-cart-line__tag--coupon">{T.coupon(coupon.coupon)}</span>
            {coupon.option === 'P'
              ? T.couponPercent(Number(coupon.value ?? 0), coupon.mrp_or_mop ?? 'MOP')
              : T.couponAmount(formatMoney(coupon.value), coupon.mrp_or_mop ?? 'MOP')}
            {coupon.discount ? <strong className="cg-cart-line__saving"> {formatDeduction(coupon.discount)}</strong> : null}
          </p>
        ) : null}
        {stock === 0 ? (
          <p className="cg-cart-line__stock">{T.outOfStock}</p>
        ) : stock != null && stock <= 5 ? (
          <p className="cg-cart-line__stock">{T.lastUnits(stock)}</p>
        ) : null}
      </div>
      <div className="cg-cart-line__actions">
        <div className="cg-qty" role="group" aria-label={T.quantityOf(item.product_name)}>
          <button
            type="button"
            className="cg-qty__button"
            aria-label={T.decrease(item.product_name)}
            disabled={busy || item.qty <= 1}
            onClick={() => change(-1)}
          >
            −
          </button>
          <output className="cg-qty__value" aria-live="polite">
            <span className="cg-visually-hidden">{T.quantity}: </span>
            {item.qty}
          </output>
          <button
            type="button"
            className="cg-qty__button"
            aria-label={T.increase(item.product_name)}
            disabled={busy || atMax}
            onClick={() => change(1)}
          >
            +
          </button>
        </div>
        <p className="cg-cart-line__total">
          <span className="cg-visually-hidden">{T.total}: </span>
          {formatMoney(item.total)}
        </p>
        {item.loyalty_point ? <p className="cg-cart-line__coins">{T.coins(item.loyalty_point)}</p> : null}
        <button
          type="button"
          className="cg-link-button cg-cart-line__remove"
          aria-label={T.removeLabel(item.product_name)}
          disabled={busy}
          onClick={() => dispatch(lineDeleteRequested({ product_id: item.product_id }))}
        >
          {T.remove}
        </button>
      </div>
    </li>
  );
}

/** The coupon input (required before Apply), the server's answer, and the coupons the server offers this shopper for this cart. */
function CouponBox() {
  const dispatch = useAppDispatch();
  const coupon = useAppSelector(selectCoupon);
  const message = useAppSelector(selectCouponMessage);
  const coupons = useAppSelector(selectCartCoupons);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId().replace(/:/g, '');
  const applied = coupon && message?.status === 'success' ? coupon : null;

  const apply = (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) {
      setError(T.couponRequired);
      return;
    }
    setError(null);
    dispatch(couponApplyRequested(trimmed));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(code);
  };

  return (
    <section className="cg-cart-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cg-cart-box__title">
        {T.couponTitle}
      </h2>
      {applied ? (
        <div className="cg-cart-coupon__applied">
          <span className="cg-cart-coupon__code">{T.appliedCoupon(applied)}</span>
          <button
            type="button"
            className="cg-link-button"
            onClick={() => {
              setCode('');
              dispatch(couponRemoved());
            }}
          >
            {T.removeCoupon}
          </button>
        </div>
      ) : (
        <form className="cg-cart-coupon__form" noValidate onSubmit={submit}>
          <label className="cg-visually-hidden" htmlFor={`${id}-code`}>
            {T.couponLabel}
          </label>
          <input
            id={`${id}-code`}
            className="cg-cart-coupon__input"
            name="coupon"
            type="text"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
            maxLength={40}
            placeholder={T.couponPlaceholder}
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => {
              setCode(e.target.value);
              if (error && e.target.value.trim()) setError(null);
            }}
          />
          <button type="submit" className="cg-button cg-button--secondary">
            {T.apply}
          </button>
          {error ? (
            <p id={`${id}-error`} className="cg-cart-coupon__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
      {message ? (
        <Alert tone={message.status} className="cg-cart-coupon__message">
          {message.message}
        </Alert>
      ) : null}
      {coupons.length ? (
        <div className="cg-cart-coupons">
          <h3 className="cg-cart-coupons__title">{T.couponsTitle}</h3>
          <ul className="cg-cart-coupons__list">
            {coupons.map((c) => (
              <li key={c.code} className="cg-cart-coupons__item">
                <div>
                  <span className="cg-cart-coupons__code">{c.code}</span>
                  {c.coupon_desc ? <span className="cg-cart-coupons__desc">{c.coupon_desc}</span> : null}
                </div>
                {applied !== c.code ? (
                  <button
                    type="button"
                    className="cg-link-button"
                    aria-label={T.useCoupon(c.code)}
                    onClick={() => {
                      setCode(c.code);
                      apply(c.code);
                    }}
                  >
                    {T.apply}
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

/** CG|Coins to redeem on this order (the server clamps them and computes the TDS). */
function RedeemBox({ cart }: { cart: CartData }) {
  const dispatch = useAppDispatch();
  const redeem = useAppSelector(selectRedeem);
  const balance = useAppSelector(selectLoyalty);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId().replace(/:/g, '');
  const info = cart.redeem;
  const available = info?.available_points ?? balance;
  const max = info?.max_redeem ?? 0;
  if (!available || !max) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(value.trim());
    if (!value.trim() || !Number.isInteger(n) || n <= 0) {
      setError(T.redeemInvalid);
      return;
    }
    setError(null);
    dispatch(redeemRequested(Math.min(n, max)));
  };

  return (
    <section className="cg-cart-box" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="cg-cart-box__title">
        {T.redeemTitle}
      </h2>
      <p className="cg-cart-box__hint">{T.redeemHint(available, max)}</p>
      {redeem ? (
        <div className="cg-cart-coupon__applied">
          <span>{T.redeemApplied(redeem)}</span>
          <button
            type="button"
            className="cg-link-button"
            aria-label={T.redeemRemoveLabel}
            onClick={() => {
              setValue('');
              dispatch(redeemRequested(null));
            }}
          >
            {T.redeemRemove}
          </button>
        </div>
      ) : (
        <form className="cg-cart-coupon__form" noValidate onSubmit={submit}>
          <label className="cg-visually-hidden" htmlFor={`${id}-points`}>
            {T.redeemLabel}
          </label>
          <input
            id={`${id}-points`}
            className="cg-cart-coupon__input"
            name="redeem"
            type="number"
            inputMode="numeric"
            min={1}
            max={max}
            step={1}
            placeholder={String(max)}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(e) => setValue(e.target.value)}
          />
          <button type="submit" className="cg-button cg-button--secondary">
            {T.redeemApply}
          </button>
          {error ? (
            <p id={`${id}-error`} className="cg-cart-coupon__error" role="alert">
              {error}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}

/** The totals block, every number from the server (spec part 3 §2), and the checkout links. */
function Totals({ cart }: { cart: CartData }) {
  const query = useAppSelector(selectCheckoutQuery);
  const redeemed = cart.redeem?.points ?? 0;
  return (
    <section className="cg-cart-box cg-cart-totals" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="cg-cart-box__title">
        {T.summary}
      </h2>
      <dl className="cg-cart-totals__list">
        <div>
          <dt>{T.cartTotal}</dt>
          <dd>{formatMoney(cart.cart_total)}</dd>
        </div>
        {cart.coupon_discount ? (
          <div className="cg-cart-totals__saving">
            <dt>{T.couponDiscount}</dt>
            <dd>{formatDeduction(cart.coupon_discount)}</dd>
          </div>
        ) : null}
        <div className="cg-cart-totals__delivery">
          <dt>{T.deliveryCharge}</dt>
          <dd>{cart.delivery_charge == null || cart.delivery_charge === 0 ? T.deliveryFree : formatMoney(cart.delivery_charge)}</dd>
          {/* The cart has no address yet: its delivery is the valley's, and checkout charges by the area chosen. */}
          <dd className="cg-cart-totals__note">{T.deliveryEstimate}</dd>
        </div>
        <div>
          <dt>{T.loyaltyTotal}</dt>
          <dd>{T.coins(cart.loyalty_point_total ?? 0)}</dd>
        </div>
        {redeemed ? (
          <div className="cg-cart-totals__saving">
            <dt>{T.redeemed(redeemed)}</dt>
            <dd>{formatDeduction(cart.redeem?.amount ?? redeemed)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{T.tds}</dt>
          <dd>{formatMoney(cart.tds ?? 0)}</dd>
        </div>
        <div className="cg-cart-totals__grand">
          <dt>{T.grandTotal}</dt>
          <dd>{formatMoney(cart.grand_total)}</dd>
        </div>
      </dl>
      <Link className="cg-button cg-button--primary cg-button--block" to={`/user/checkout${query}`}>
        {T.checkout}
      </Link>
      <FlexiPayOffer cart={cart} />
    </section>
  );
}

/**
 * Flexi Pay, offered only for a cart it takes: the server says so with the cart (flexi_pay, by
 * Flexi Pay's own rule); for one it refuses, its reason instead of a link that could only fail.
 * A cart answer that does not say (another backend) keeps the link: the Flexi Pay page explains.
 */
function FlexiPayOffer({ cart }: { cart: CartData }) {
  const flexi = cart.flexi_pay;
  if (flexi && !flexi.available) {
    return flexi.message ? <p className="cg-cart-totals__flexi-off">{flexi.message}</p> : null;
  }
  return (
    <Link className="cg-button cg-button--secondary cg-button--block cg-cart-totals__flexi" to="/checkout-flexi-pay/">
      <span>{T.flexiPay}</span>
      <span className="cg-cart-totals__flexi-note">{T.flexiPayNote}</span>
    </Link>
  );
}
