import { createFakeApi } from '../../app/test-utils';
import { loadProduct, prefetchProductPage, productIdOfPath } from './prefetch';

describe('the product page data asked for as the store opens', () => {
  it('reads the product id of a product page path only', () => {
    expect(productIdOfPath('/product-lg-oled-tv-55-42')).toBe('42');
    expect(productIdOfPath('/product-lg-oled-tv-55-42/')).toBe('42');
    expect(productIdOfPath('/product-no-id-here')).toBeNull();
    expect(productIdOfPath('/cat-tv-audio')).toBeNull();
    expect(productIdOfPath('/')).toBeNull();
  });

  it('is requested once early, handed to the page once, then asked again', async () => {
    const api = createFakeApi({ 'view-product': () => ({ statusCode: 200, data: { product: { id: 42 } } }) });
    prefetchProductPage(api, '/product-lg-oled-tv-55-42');
    prefetchProductPage(api, '/product-lg-oled-tv-55-42');
    expect(api.callsTo('view-product')).toHaveLength(1);
    await loadProduct(api, '42');
    expect(api.callsTo('view-product')).toHaveLength(1);
    await loadProduct(api, '42');
    expect(api.callsTo('view-product')).toHaveLength(2);
  });

  it('asks nothing on other pages', () => {
    const api = createFakeApi({});
    prefetchProductPage(api, '/search/samsung');
    expect(api.callsTo('view-product')).toHaveLength(0);
  });
});
