import type { RouteObject } from 'react-router-dom';
import { STORE_TYPES, storefrontPage } from '../../shared/domain/storefront-paths';
import { routes } from './router';

/** Every path pattern of a route tree, joined with its parents' ('' for an index route). */
function patterns(tree: RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const own = route.index ? parent : [parent, route.path ?? ''].filter(Boolean).join('/').replace(/\/+/g, '/');
    return [own, ...patterns(route.children ?? [], own)];
  });
}

/** The routes that show the not-found page, and the one-segment catch-all that reads prefixes. */
const NOT_FOUND_ROUTES = ['/page-not-found', '/not-found', '/not-found-page', '/*'];
const SEGMENT_ROUTE = '/:segment';
/** A parameter value each route accepts (any other parameter: 'x1'). */
const SAMPLE_PARAMS: Record<string, string> = { type: STORE_TYPES[0] };

describe('the router and the server agree on which pages exist', () => {
  const all = [...new Set(patterns(routes))];

  it('every routed path is a page the server answers with 200 (or asks the API about)', () => {
    const pages = all.filter((p) => !NOT_FOUND_ROUTES.includes(p) && p !== SEGMENT_ROUTE);
    expect(pages.length).toBeGreaterThan(30);
    for (const pattern of pages) {
      const sample = pattern.replace(/:(\w+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? 'x1') || '/';
      expect([pattern, storefrontPage(sample).kind]).not.toEqual([pattern, 'not-found']);
    }
  });

  it('the not-found routes and unmatched paths are not found for the server too (or need a lookup)', () => {
    for (const path of ['/some/garbage/path', '/user/cart/extra', '/catalogues/a/b']) {
      expect(storefrontPage(path).kind).toBe('not-found');
    }
    for (const path of NOT_FOUND_ROUTES.filter((p) => p !== '/*')) {
      expect(['not-found', 'api-backed', 'listing']).toContain(storefrontPage(path).kind);
    }
  });
});
