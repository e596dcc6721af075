/** The Content section's tabs, in order, and every kind by its path (tabs and the kinds edited inside a block). */
import { BANNERS, BRANDS, CATEGORIES, FAQS, LAYOUTS, PAGES, POPUPS, STORES, SUB_CATEGORIES, SUPPLIERS, type ContentKindDef } from './kinds';
import { CATALOGUES, EVENTS, LAYOUT_ITEMS, SERVICE_CENTERS, SLIDERS, SUB_CATEGORY_TYPES } from './listing-kinds';

export const CONTENT_TABS: readonly ContentKindDef[] = [
  LAYOUTS, SLIDERS, POPUPS, EVENTS, PAGES, FAQS, STORES, SERVICE_CENTERS, CATALOGUES,
  CATEGORIES, SUB_CATEGORIES, SUB_CATEGORY_TYPES, BRANDS, SUPPLIERS,
];
export const kindOf = (path: string | undefined) => [...CONTENT_TABS, BANNERS, LAYOUT_ITEMS].find((k) => k.path === path);
