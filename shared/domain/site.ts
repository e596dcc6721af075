/**
 * The store's name, and the title and description of its home page (also those of
 * storefront/index.html, for pages nobody describes).
 */
export const SITE_NAME = 'CG Digital';
export const SITE_TITLE = `${SITE_NAME} | Electronics and home appliances in Nepal`;
export const SITE_DESCRIPTION = `${SITE_NAME}: electronics and home appliances in Nepal, priced in NPR, with CG|Coins loyalty points.`;
