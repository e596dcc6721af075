import type { CheckoutData, PrebookingSummary } from '../../../shared/api/checkout';
import { CART_TEXT } from '../cart/messages';
import { CHECKOUT_TEXT as T } from './messages';
import { formatDeduction, formatMoney } from '../../../shared/domain/money';
import { PAYMENT_METHODS } from '../../../shared/api/types';

const present = (v: number | null | undefined): v is number => v !== null && v !== undefined && Number(v) !== 0;

function Row({ label, value, strong, tone }: { label: string; value: string; strong?: boolean; tone?: 'saving' }) {
  return (
    <div className={`cg-checkout__row${strong ? ' cg-checkout__row--total' : ''}${tone ? ` cg-checkout__row--${tone}` : ''}`}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** Delivery charge: 'Free' when absent (part 3 §2, §3). */
const delivery = (charge: number | null | undefined) => (present(charge) ? formatMoney(charge) : T.free);

/**
 * What the order will take with `paymentMethod`: Loyalty Full Redeem takes the coins that pay the
 * whole order (with their TDS) and leaves nothing to pay; any other method, the coins asked for.
 */
export function redeemTotals(data: CheckoutData, paymentMethod: string): { points: number; amount: number; tds: number | null | undefined; grandTotal: number } {
  const full = data.redeem?.full_redeem_points;
  if (paymentMethod === PAYMENT_METHODS.loyaltyFullRedeem && full) {
    return { points: full, amount: full, tds: data.redeem?.full_redeem_tds ?? 0, grandTotal: 0 };
  }
  const points = data.redeem?.points ?? 0;
  return { points, amount: data.redeem?.amount ?? points, tds: data.tds, grandTotal: data.grand_total };
}

/** Standard checkout: cart items, cart total, cash back, delivery charge, TDS (also when 0) and grand total (part 3 §2). */
export function CartSummary({ data, paymentMethod = '' }: { data: CheckoutData; paymentMethod?: string }) {
  const { points: redeemed, amount, tds, grandTotal } = redeemTotals(data, paymentMethod);
  return (
    <>
      <ul className="cg-checkout__items">
        {data.cart_items.map((item) => (
          <li key={item.product_id} className="cg-checkout__item">
            <img src={item.product_img} alt="" width={56} height={56} loading="lazy" className="cg-checkout__item-image" />
            <div className="cg-checkout__item-text">
              <p className="cg-checkout__item-name">{item.product_name}</p>
              <p className="cg-checkout__item-meta">{T.qty(item.qty)}</p>
              {item.free?.name ? <p className="cg-checkout__item-meta">+ {item.free.name}</p> : null}
            </div>
            <p className="cg-checkout__item-total">{formatMoney(item.total)}</p>
          </li>
        ))}
      </ul>
      <dl className="cg-checkout__totals">
        <Row label={T.cartTotal} value={formatMoney(data.cart_total)} />
        {/* The cart total is after the coupon: its saving shows as the cart page shows it, not taken off again. */}
        {present(data.coupon_discount) ? (
          <Row label={CART_TEXT.couponDiscount} value={formatDeduction(data.coupon_discount)} tone="saving" />
        ) : null}
        {redeemed > 0 ? <Row label={T.redeemed(redeemed)} value={formatDeduction(amount)} tone="saving" /> : null}
        {present(data.cash_back) ? <Row label={T.cashBack} value={formatMoney(data.cash_back)} tone="saving" /> : null}
        <Row label={T.deliveryCharge} value={delivery(data.delivery_charge)} />
        <Row label={T.tds} value={formatMoney(tds)} />
        <Row label={T.grandTotal} value={formatMoney(grandTotal)} strong />
      </dl>
    </>
  );
}

/**
 * Pre-booking and buy-now: product name, image, grand total, cash back, delivery charge (Free
 * when absent), then prepayment_value and payment_value — 'Prepaid Amount' and 'Payment Value'
 * for buy-now.
 */
export function BookingSummary({ data, buyNow }: { data: PrebookingSummary; buyNow: boolean }) {
  const redeemed = data.redeem?.points ?? 0;
  return (
    <>
      <div className="cg-checkout__product">
        <img src={data.product_img} alt={data.product_name} width={96} height={96} className="cg-checkout__product-image" />
        <p className="cg-checkout__product-name">{data.product_name}</p>
      </div>
      <dl className="cg-checkout__totals">
        <Row label={T.grandTotal} value={formatMoney(data.grand_total)} />
        {present(data.coupon_discount) ? <Row label={T.couponDiscount} value={formatDeduction(data.coupon_discount)} tone="saving" /> : null}
        {present(data.cash_back) ? <Row label={T.cashBack} value={formatMoney(data.cash_back)} tone="saving" /> : null}
        <Row label={T.deliveryCharge} value={delivery(data.delivery_charge)} />
        {redeemed > 0 ? <Row label={T.redeemed(redeemed)} value={formatDeduction(data.redeem?.amount ?? redeemed)} tone="saving" /> : null}
        {present(data.tds) ? <Row label={T.tds} value={formatMoney(data.tds)} /> : null}
        <Row label={buyNow ? T.prepaidAmount : T.prepaymentValue} value={formatMoney(data.prepayment_value)} strong={!buyNow} />
        <Row label={T.paymentValue} value={formatMoney(data.payment_value)} strong={buyNow} />
        {data.total_amount != null && data.total_amount !== (buyNow ? data.payment_value : data.prepayment_value) ? (
          <Row label={T.payNow} value={formatMoney(data.total_amount)} strong />
        ) : null}
      </dl>
    </>
  );
}
