import { accountContext, afterLoginPath } from './redirects';

describe('afterLoginPath', () => {
  it('goes home without a query', () => {
    expect(afterLoginPath('')).toBe('/');
    expect(afterLoginPath('?foo=bar')).toBe('/');
  });
  it('continues the reservation flow', () => {
    expect(afterLoginPath('?source=ola&product=s1')).toBe('/shippingAddress?source=ola&product=s1');
    expect(afterLoginPath('?source=ola')).toBe('/myReservations?source=ola');
  });
});

describe('accountContext', () => {
  it('reads source and product, with platform ola for the reservation flow', () => {
    expect(accountContext('?source=ola&product=s1')).toEqual({ source: 'ola', product: 's1', platform: 'ola' });
    expect(accountContext('')).toEqual({ source: undefined, product: undefined, platform: 'W' });
  });
});
