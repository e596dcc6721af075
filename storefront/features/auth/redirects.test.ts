import { accountContext, afterLoginPath, intentPath, loginIntent, loginPathFor } from './redirects';

describe('afterLoginPath', () => {
  it('goes home without a query', () => {
    expect(afterLoginPath('')).toBe('/');
    expect(afterLoginPath('?foo=bar')).toBe('/');
  });
  it('continues the reservation flow', () => {
    expect(afterLoginPath('?source=ola&product=s1')).toBe('/shippingAddress?source=ola&product=s1');
    expect(afterLoginPath('?source=ola')).toBe('/myReservations?source=ola');
  });
  it('goes to the cart, the wishlist or the pre-booking page by the query', () => {
    expect(afterLoginPath('?cart=lg-oled-tv-55-12')).toBe('/user/cart');
    expect(afterLoginPath('?wishlist=lg-oled-tv-55-12')).toBe('/user/wishlist');
    expect(afterLoginPath('?prebook=galaxy-s30-7')).toBe('/prebook-galaxy-s30-7');
    expect(afterLoginPath('?prebook=7')).toBe('/prebook-7');
  });
  it('keeps the reservation flow first when source=ola comes with another query', () => {
    expect(afterLoginPath('?source=ola&cart=tv-1')).toBe('/myReservations?source=ola&cart=tv-1');
  });
});

describe('loginIntent', () => {
  it('reads the product id as the last dash-separated segment of the cart and wishlist values', () => {
    expect(loginIntent('?cart=lg-oled-tv-55-12')).toEqual({ kind: 'cart', value: 'lg-oled-tv-55-12', productId: 12 });
    expect(loginIntent('?wishlist=fridge-9')).toEqual({ kind: 'wishlist', value: 'fridge-9', productId: 9 });
  });
  it('uses the wishlist value for the wishlist (not the cart value the original read)', () => {
    expect(loginIntent('?wishlist=fridge-9&foo=1')).toMatchObject({ kind: 'wishlist', productId: 9 });
  });
  it('ignores a cart or wishlist value without a product id', () => {
    expect(loginIntent('?cart=no-id-here')).toEqual({ kind: 'none' });
    expect(loginIntent('?wishlist=')).toEqual({ kind: 'none' });
    expect(loginIntent('?cart=tv-0')).toEqual({ kind: 'none' });
  });
  it('takes one query: cart before wishlist before prebook', () => {
    expect(loginIntent('?wishlist=a-2&cart=b-3').kind).toBe('cart');
    expect(loginIntent('?prebook=x-4&wishlist=a-2').kind).toBe('wishlist');
  });
  it('encodes a prebook value that would leave its path segment', () => {
    expect(intentPath({ kind: 'prebook', value: 'a/b?c-5' })).toBe('/prebook-a%2Fb%3Fc-5');
  });
});

describe('loginPathFor', () => {
  it('builds the login URL with the query that brings the shopper back', () => {
    expect(loginPathFor('cart', 'lg-oled-tv-55-12')).toBe('/user/login?cart=lg-oled-tv-55-12');
    expect(loginPathFor('wishlist', 'a b-3')).toBe('/user/login?wishlist=a+b-3');
    const search = loginPathFor('wishlist', 'a b-3').slice('/user/login'.length);
    expect(loginIntent(search)).toEqual({ kind: 'wishlist', value: 'a b-3', productId: 3 });
  });
});

describe('accountContext', () => {
  it('reads source and product, with platform ola for the reservation flow', () => {
    expect(accountContext('?source=ola&product=s1')).toEqual({ source: 'ola', product: 's1', platform: 'ola' });
    expect(accountContext('')).toEqual({ source: undefined, product: undefined, platform: 'W' });
  });
});
