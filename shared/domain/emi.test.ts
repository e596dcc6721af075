import { DEFAULT_EMI_MONTHS, DEFAULT_EMI_PERIODS, emiPlan, formatInstalment, lowestInstalment, monthlyInstalment } from './emi';

describe('Flexi Pay instalment', () => {
  it('divides grand_total by the months', () => {
    expect(monthlyInstalment(120000, 12)).toBe(10000);
    expect(monthlyInstalment(60000, 6)).toBe(10000);
  });
  it('rounds to 2 decimals, half up on the paisa', () => {
    expect(monthlyInstalment(10000, 6)).toBe(1666.67);
    expect(monthlyInstalment(100, 3)).toBe(33.33);
    expect(monthlyInstalment(0.05, 2)).toBe(0.03);
    expect(monthlyInstalment(99999.99, 9)).toBe(11111.11);
  });
  it('has no instalment without a positive period', () => {
    expect(monthlyInstalment(1000, 0)).toBeNull();
    expect(monthlyInstalment(1000, -3)).toBeNull();
    expect(monthlyInstalment(1000, null)).toBeNull();
    expect(monthlyInstalment(1000, Number.NaN)).toBeNull();
  });
  it('treats a missing total as 0', () => {
    expect(monthlyInstalment(null, 3)).toBe(0);
  });
  it('always shows 2 decimals', () => {
    expect(formatInstalment(120000, 12)).toBe('10000.00');
    expect(formatInstalment(10000, 6)).toBe('1666.67');
    expect(formatInstalment(1000, 0)).toBe('');
  });
});

describe("a product's EMI quote and its modal (one rule)", () => {
  it('the plan lists every offered period with its instalment, shortest first', () => {
    expect(emiPlan(120000, [{ months: 12, id: 'b' }, { months: 3, id: 'a' }, { months: 0, id: 'x' }])).toEqual([
      { months: 3, id: 'a', monthly: 40000 },
      { months: 12, id: 'b', monthly: 10000 },
    ]);
    expect(emiPlan(120000, DEFAULT_EMI_PERIODS).map((r) => r.months)).toEqual([...DEFAULT_EMI_MONTHS]);
  });

  it('quotes the lowest monthly figure the plan offers: the 24-month one of the usual periods, not the 12-month one', () => {
    expect(lowestInstalment(120000)).toBe(5000);
    expect(lowestInstalment(120000)).toBeLessThan(monthlyInstalment(120000, 12)!);
    expect(lowestInstalment(99999, [{ months: 3 }, { months: 12 }])).toBe(8333.25);
    for (const price of [10000, 45999, 99999.99, 250000]) {
      expect(lowestInstalment(price)).toBe(Math.min(...emiPlan(price, DEFAULT_EMI_PERIODS).map((r) => r.monthly)));
    }
  });

  it('offers nothing without a period', () => {
    expect(lowestInstalment(120000, [])).toBeNull();
    expect(lowestInstalment(120000, [{ months: 0 }])).toBeNull();
  });
});
