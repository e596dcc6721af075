import type { UnknownAction } from '@reduxjs/toolkit';
import { createMemoryRouter } from 'react-router-dom';
import { isProductId } from '../features/product/productId';
import { resourceRef } from '../features/resources/loaders';
import { resourcesNeeded } from '../features/resources/slice';
import { followRouteData } from './routeData';
import { routes } from './router';

/** The resources the route-to-data map asks for on arriving at `path`, besides the site frame's company pages. */
function resourcesAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const actions: UnknownAction[] = [];
  followRouteData(router, (action) => actions.push(action))();
  router.dispose();
  return actions.filter(resourcesNeeded.match).flatMap((action) => action.payload).filter((ref) => ref.kind !== 'company-pages');
}

describe('the route-to-data map: one-segment pages', () => {
  it('a product page needs its product', () => {
    expect(resourcesAt('/product-lg-55-uhd-smart-tv-12')).toEqual([resourceRef('product', '12')]);
    expect(resourcesAt('/product-lg-55-uhd-smart-tv-12/')).toEqual([resourceRef('product', '12')]);
  });

  it('asks nothing for a product id the page shows as not found (the same rule as the page)', () => {
    for (const id of ['12', '0', '123456789012345', '1234567890123456', '12x', 'tv']) {
      const asked = resourcesAt(`/product-lg-tv-${id}`).some((ref) => ref.kind === 'product');
      expect([id, asked]).toEqual([id, isProductId(id)]);
    }
  });

  it('a static page still needs its page; other segments need no resource', () => {
    expect(resourcesAt('/page-privacy-policy-9')).toEqual([resourceRef('page', 'privacy-policy-9')]);
    expect(resourcesAt('/cat-television')).toEqual([]);
    expect(resourcesAt('/prebook-lg-55-uhd-smart-tv-12')).toEqual([]);
  });
});
