/**
 * Ad-tracking events of the listings (spec part 2 §4, §7): view_item_list when a listing loads
 * and view_search_results after more search results load, pushed to the tag-manager data layer
 * (window.dataLayer, created when missing: it is our own page). The social ad pixel is called
 * only when the host page defines `fbq`; no third-party script is loaded from here.
 */
import type { ProductCard } from '../../../shared/api/types';
import { effectivePrice } from '../../../shared/domain/money';

export type DataLayerEvent = Record<string, unknown>;

interface TrackingWindow {
  dataLayer?: unknown[];
  fbq?: (...args: unknown[]) => void;
}

const win = (): TrackingWindow | null => (typeof window === 'undefined' ? null : (window as unknown as TrackingWindow));

export function pushDataLayer(event: DataLayerEvent): void {
  const w = win();
  if (!w) return;
  if (!Array.isArray(w.dataLayer)) w.dataLayer = [];
  // Clears the previous ecommerce object first, as the tag manager expects.
  if ('ecommerce' in event) w.dataLayer.push({ ecommerce: null });
  w.dataLayer.push(event);
}

/** fbq(...) when the page has the pixel; nothing otherwise. */
export function trackPixel(...args: unknown[]): void {
  const fbq = win()?.fbq;
  if (typeof fbq === 'function') {
    try {
      fbq(...args);
    } catch {
      /* a broken pixel must not break the page */
    }
  }
}

/** GA4 items of a product list. */
export function listItems(products: readonly ProductCard[], listName: string, startIndex = 0) {
  return products.map((p, i) => ({
    item_id: String(p.id),
    item_name: p.name,
    item_brand: p.brand,
    item_list_name: listName,
    index: startIndex + i,
    price: effectivePrice(p.price, p.discount_price),
  }));
}

export function viewItemListEvent(products: readonly ProductCard[], listName: string, listId: string): DataLayerEvent {
  return {
    event: 'view_item_list',
    ecommerce: { item_list_id: listId, item_list_name: listName, items: listItems(products, listName) },
  };
}

export function viewSearchResultsEvent(searchTerm: string, products: readonly ProductCard[], startIndex: number): DataLayerEvent {
  return {
    event: 'view_search_results',
    search_term: searchTerm,
    ecommerce: { item_list_name: 'Search Results', items: listItems(products, 'Search Results', startIndex) },
  };
}
