/**
 * The product page's ad-tracking events (spec part 2 §4, §7): view_item when the page shows a
 * product and add_to_cart after a successful add, pushed to the tag-manager data layer; the
 * social ad pixel's ViewContent and AddToCart only when the host page defines `fbq`.
 */
import type { ProductDetail } from '../../../shared/api/catalogue';
import { CURRENCY, effectivePrice } from '../../../shared/domain/money';
import { pushDataLayer, trackPixel, type DataLayerEvent } from '../listing/analytics';

function item(product: ProductDetail, qty: number) {
  return {
    item_id: String(product.id),
    item_name: product.name,
    item_brand: product.brand,
    item_category: product.product_category_name ?? undefined,
    item_category2: product.product_sub_category_name ?? undefined,
    price: effectivePrice(product.price, product.discount_price),
    quantity: qty,
  };
}

export function viewItemEvent(product: ProductDetail): DataLayerEvent {
  return {
    event: 'view_item',
    ecommerce: { currency: CURRENCY, value: effectivePrice(product.price, product.discount_price), items: [item(product, 1)] },
  };
}

export function addToCartEvent(product: ProductDetail, qty = 1): DataLayerEvent {
  return {
    event: 'add_to_cart',
    ecommerce: { currency: CURRENCY, value: effectivePrice(product.price, product.discount_price) * qty, items: [item(product, qty)] },
  };
}

const pixelData = (product: ProductDetail) => ({
  content_ids: [String(product.id)],
  content_name: product.name,
  content_type: 'product',
  value: effectivePrice(product.price, product.discount_price),
  currency: CURRENCY,
});

/** The page showed a product. */
export function trackViewItem(product: ProductDetail): void {
  pushDataLayer(viewItemEvent(product));
  trackPixel('track', 'ViewContent', pixelData(product));
}

/** The product went into the cart. */
export function trackAddToCart(product: ProductDetail, qty = 1): void {
  pushDataLayer(addToCartEvent(product, qty));
  trackPixel('track', 'AddToCart', pixelData(product));
}
