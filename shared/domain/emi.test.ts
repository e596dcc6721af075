import { formatInstalment, monthlyInstalment } from './emi';

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
