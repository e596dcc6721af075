import { coinsForAmount, coinsForLine, coinsForProduct, RUPEES_PER_COIN } from './loyalty';

describe('CG|Coins', () => {
  it('is one coin per NPR 200', () => {
    expect(RUPEES_PER_COIN).toBe(200);
    expect(coinsForAmount(200)).toBe(1);
    expect(coinsForAmount(20000)).toBe(100);
  });
  it('rounds down to whole coins', () => {
    expect(coinsForAmount(199)).toBe(0);
    expect(coinsForAmount(999)).toBe(4);
    expect(coinsForAmount(1000)).toBe(5);
    expect(coinsForAmount(1399.99)).toBe(6);
  });
  it('keeps exact multiples exact despite binary fractions', () => {
    expect(coinsForAmount(0.1 * 3 * 2000)).toBe(3);
    expect(coinsForAmount(600.0000000000001)).toBe(3);
  });
  it('gives nothing for missing, zero or negative prices', () => {
    expect(coinsForAmount(null)).toBe(0);
    expect(coinsForAmount(0)).toBe(0);
    expect(coinsForAmount(-400)).toBe(0);
    expect(coinsForAmount(Number.NaN)).toBe(0);
  });
  it('uses the discount price when there is one, else the price', () => {
    expect(coinsForProduct(100000, 80000)).toBe(400);
    expect(coinsForProduct(100000, null)).toBe(500);
    expect(coinsForProduct(100000)).toBe(500);
    expect(coinsForProduct(100000, 0)).toBe(500);
  });
  it('multiplies per-unit coins by the quantity', () => {
    expect(coinsForLine(999, null, 3)).toBe(12);
    expect(coinsForLine(1000, 800, 2)).toBe(8);
    expect(coinsForLine(1000, null, 0)).toBe(0);
  });
});
