import {
  afterRedemption, couponDiscounts, deliveryCharge, distribute, fullRedemption, quote, redeemLimits, redemption, type CouponRule, type TotalsLine,
} from './cart-totals';

const line = (productId: number, mrp: number, mop: number, qty = 1): TotalsLine => ({ productId, mrpPaisa: mrp * 100, mopPaisa: mop * 100, qty });
const rule = (c: Partial<CouponRule>): CouponRule => ({
  id: 1, code: 'X', option: 'P', percent: 10, amountPaisa: null, basis: 'MOP', scope: 'cart', minCartPaisa: 0, maxDiscountPaisa: null, productIds: new Set(), ...c,
});

describe('distribute', () => {
  it('splits exactly, by the largest remainders', () => {
    expect(distribute(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(distribute(90_000, [1_600_000, 200_000])).toEqual([80_000, 10_000]);
    expect(distribute(7, [0, 0])).toEqual([7, 0]);
    expect(distribute(5, [])).toEqual([]);
  });
});

describe('coupon discounts', () => {
  const lines = [line(1, 10_000, 8_000, 2), line(2, 2_000, 2_000, 1)];
  it('percent on the MOP or the MRP', () => {
    expect(couponDiscounts(lines, rule({ percent: 10 }))).toEqual([1_600_00, 200_00]);
    expect(couponDiscounts(lines, rule({ percent: 5, basis: 'MRP', scope: 'product', productIds: new Set([1]) }))).toEqual([1_000_00, 0]);
  });
  it('fixed per unit on products, once on the cart, never below zero', () => {
    expect(couponDiscounts(lines, rule({ option: 'F', percent: null, amountPaisa: 750_00, scope: 'product', productIds: new Set([1, 2]) }))).toEqual([1_500_00, 750_00]);
    expect(couponDiscounts(lines, rule({ option: 'F', percent: null, amountPaisa: 900_00 }))).toEqual([800_00, 100_00]);
    expect(couponDiscounts([line(3, 100, 100)], rule({ option: 'F', percent: null, amountPaisa: 500_00, scope: 'product', productIds: new Set([3]) }))).toEqual([100_00]);
  });
  it('max_discount caps the sum', () => {
    expect(couponDiscounts(lines, rule({ percent: 50, maxDiscountPaisa: 1_000_00 }))).toEqual([88_889, 11_111]);
  });
  it('fractional percents round per line', () => {
    expect(couponDiscounts([line(1, 999.99, 999.99, 3)], rule({ percent: 7.5 }))).toEqual([22_500]);
  });
});

describe('delivery', () => {
  it('is Free (null) in the valley from NPR 5,000, else NPR 150; NPR 250 outside; nothing for an empty cart', () => {
    expect(deliveryCharge(5_000_00, 'valley')).toBeNull();
    expect(deliveryCharge(4_999_99, 'valley')).toBe(150_00);
    expect(deliveryCharge(50_000_00, 'outside')).toBe(250_00);
    expect(deliveryCharge(0, 'valley', false)).toBeNull();
  });
});

describe('coins', () => {
  it('each coin lowers what is due by 85 paisa after 15% TDS', () => {
    const r = redemption(100);
    expect(r).toEqual({ points: 100, valuePaisa: 100_00, tdsPaisa: 15_00 });
    expect(afterRedemption(3_650_00, r)).toBe(3_565_00);
  });
  it('limits: the balance, and what the due amount can take; full redeem pays everything', () => {
    expect(redeemLimits(1_000_00, 5_000)).toEqual({ max: 1_176, full: 1_177 });
    expect(redeemLimits(1_000_00, 10)).toEqual({ max: 10, full: 1_177 });
    expect(afterRedemption(1_000_00, redemption(1_177))).toBe(0);
    expect(redeemLimits(0, 10)).toEqual({ max: 0, full: 0 });
  });

  it('full redeem takes the fewest whole coins that pay the due amount, and exactly it: the rows add up to 0', () => {
    // Cart NPR 849 + delivery 150: 1,176 coins; 15 % TDS alone (176.40) left NPR 0.60 overpaid.
    const r = fullRedemption(999_00);
    expect(r).toEqual({ points: 1_176, valuePaisa: 1_176_00, tdsPaisa: 177_00 });
    expect(999_00 - r.valuePaisa + r.tdsPaisa).toBe(0);
    for (const due of [1, 85, 86, 999_00, 1_000_00, 12_345_67]) {
      const f = fullRedemption(due);
      expect(due - f.valuePaisa + f.tdsPaisa).toBe(0);
      // Never below 15 %, and never a whole coin's worth (85 paisa) above it.
      expect(f.tdsPaisa).toBeGreaterThanOrEqual(redemption(f.points).tdsPaisa);
      expect(f.tdsPaisa - redemption(f.points).tdsPaisa).toBeLessThan(85);
      expect(f.points).toBe(redeemLimits(due, f.points).full);
    }
    expect(fullRedemption(0)).toEqual({ points: 0, valuePaisa: 0, tdsPaisa: 0 });
  });
});

describe('quote', () => {
  it('adds lines, coupon, delivery, coins earned and cash back', () => {
    const q = quote([line(1, 60_000, 55_000)], null, 'valley');
    expect(q).toMatchObject({ goodsPaisa: 55_000_00, couponPaisa: 0, cartTotalPaisa: 55_000_00, deliveryPaisa: null, fullTotalPaisa: 55_000_00, loyaltyPoints: 275, cashBackPaisa: 500_00 });
    const small = quote([line(1, 1_000, 1_000, 2)], rule({ percent: 10 }), 'outside');
    expect(small).toMatchObject({ cartTotalPaisa: 1_800_00, deliveryPaisa: 250_00, fullTotalPaisa: 2_050_00, loyaltyPoints: 10, cashBackPaisa: 0 });
  });
});
