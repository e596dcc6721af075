import { discountPercent, effectivePrice, formatAmount, formatDeduction, formatMoney, formatNpr, formatPaisa, formatSignedCount, hasDiscount, paisaToRupees, rupeesToPaisa } from './money';

describe('formatNpr', () => {
  it.each([
    [0, 'NPR 0'],
    [999, 'NPR 999'],
    [1000, 'NPR 1,000'],
    [123456, 'NPR 1,23,456'],
    [12345678, 'NPR 1,23,45,678'],
    [1234567890, 'NPR 1,23,45,67,890'],
  ])('groups %d in lakhs as %s', (rupees, text) => {
    expect(formatNpr(rupees)).toBe(text);
  });

  it('rounds to whole rupees by default', () => {
    expect(formatNpr(1499.5)).toBe('NPR 1,500');
    expect(formatNpr(1499.49)).toBe('NPR 1,499');
  });

  it('shows the decimals asked for', () => {
    expect(formatNpr(99.5, { decimals: 2 })).toBe('NPR 99.50');
    expect(formatNpr(123456.789, { decimals: 2 })).toBe('NPR 1,23,456.79');
    expect(formatNpr(5, { decimals: 1 })).toBe('NPR 5.0');
    expect(formatNpr(5, { decimals: 7 })).toBe('NPR 5.00');
  });

  it('reads numeric strings and shows 0 for missing or bad amounts', () => {
    expect(formatNpr('250000')).toBe('NPR 2,50,000');
    expect(formatNpr(null)).toBe('NPR 0');
    expect(formatNpr(undefined)).toBe('NPR 0');
    expect(formatNpr('abc')).toBe('NPR 0');
    expect(formatNpr(Number.NaN)).toBe('NPR 0');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatNpr(-150000)).toBe('NPR -1,50,000');
  });
});

describe('formatAmount', () => {
  it('groups without the currency', () => {
    expect(formatAmount(1234567)).toBe('12,34,567');
  });
});

describe('paisa and rupees', () => {
  it('converts paisa to rupees', () => {
    expect(paisaToRupees(12345)).toBe(123.45);
    expect(paisaToRupees(BigInt(12345600))).toBe(123456);
    expect(paisaToRupees('500')).toBe(5);
    expect(paisaToRupees(null)).toBe(0);
  });
  it('converts rupees to whole paisa without binary noise', () => {
    expect(rupeesToPaisa(123.45)).toBe(12345);
    expect(rupeesToPaisa(1.005)).toBe(101);
    expect(rupeesToPaisa(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaisa(-2.5)).toBe(-250);
    expect(rupeesToPaisa('19.99')).toBe(1999);
    expect(rupeesToPaisa(undefined)).toBe(0);
    expect(rupeesToPaisa(Number.POSITIVE_INFINITY)).toBe(0);
  });
  it('round-trips', () => {
    for (const r of [0, 0.01, 1, 99.99, 123456.78]) expect(paisaToRupees(rupeesToPaisa(r))).toBe(r);
  });
  it('formats paisa for display', () => {
    expect(formatPaisa(12345600)).toBe('NPR 1,23,456');
  });
});

describe('discounts', () => {
  it('knows when a discount price applies', () => {
    expect(hasDiscount(1000, 900)).toBe(true);
    expect(hasDiscount(1000, 1000)).toBe(false);
    expect(hasDiscount(1000, 0)).toBe(false);
    expect(hasDiscount(1000, null)).toBe(false);
  });
  it('pays the discount price when there is one', () => {
    expect(effectivePrice(1000, 900)).toBe(900);
    expect(effectivePrice(1000, null)).toBe(1000);
    expect(effectivePrice(null, null)).toBe(0);
  });
  it('computes SAVE x%', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(999, 666)).toBe(33);
    expect(discountPercent(1000, null)).toBe(0);
  });
});

describe('formatMoney: how every screen and message shows an amount', () => {
  it('shows whole rupees without decimals and anything else with two', () => {
    expect(formatMoney(123456)).toBe('NPR 1,23,456');
    expect(formatMoney(12.75)).toBe('NPR 12.75');
    expect(formatMoney(99.5)).toBe('NPR 99.50');
    expect(formatMoney('4894')).toBe('NPR 4,894');
  });

  it('decides on whole paisa, so binary noise shows no stray decimals', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('NPR 0.30');
    expect(formatMoney(1000.0000001)).toBe('NPR 1,000');
    expect(formatMoney(-500)).toBe('NPR -500');
  });

  it('shows nothing as NPR 0', () => {
    expect(formatMoney(null)).toBe('NPR 0');
    expect(formatMoney(undefined)).toBe('NPR 0');
    expect(formatMoney('abc')).toBe('NPR 0');
  });
});

describe('formatAmount: lakh grouping by hand, as Intl en-IN groups', () => {
  it.each([1, 12, 123, 1234, 12345, 123456, 1234567, 12345678, 123456789, 1234567890, 98765432101])('%d', (n) => {
    expect(formatAmount(n)).toBe(new Intl.NumberFormat('en-IN').format(n));
    expect(formatAmount(-n)).toBe(new Intl.NumberFormat('en-IN').format(-n));
  });

  it.each([
    [0.005, 2],
    [1.005, 2],
    [2.675, 2],
    [1234567.125, 2],
    [99.95, 1],
    [0.5, 0],
    [1.5, 0],
    [2.5, 0],
    [1234.4999, 0],
  ])('rounds %d to %d decimals as Intl does', (n, decimals) => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    expect(formatAmount(n, { decimals })).toBe(intl.format(n));
  });
});

describe('formatDeduction', () => {
  it('puts the minus sign against the money, as every summary row shows an amount taken off', () => {
    expect(formatDeduction(598)).toBe('\u2212NPR 598');
    expect(formatDeduction(1176.5)).toBe('\u2212NPR 1,176.50');
  });
});

describe('formatSignedCount', () => {
  it('groups in lakhs and writes a negative count with the minus sign of a deduction', () => {
    expect(formatSignedCount(-7036)).toBe('\u22127,036');
    expect(formatSignedCount(469)).toBe('469');
    expect(formatSignedCount(-22.5)).toBe('\u221222.50');
    expect(formatSignedCount(null)).toBe('0');
  });
});
