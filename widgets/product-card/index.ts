/**
 * <product-card product-id="42" api-base="https://store.example/api/">: the store's product card
 * for partner sites. Clicking the card opens the product on the storefront; the Add to Cart
 * button dispatches `add-to-cart` (bubbles, composed) with detail {product_id, name}.
 * Style it with the theme tokens (--cg-brand, --cg-radius, …) on the element and ::part(card),
 * ::part(name), ::part(price), ::part(add-to-cart), …
 */
import { createElement } from 'react';
import { defineWidget } from '../runtime/define';
import { ProductCardWidget } from './ProductCardWidget';
import type { AddToCartDetail } from './types';

export const ADD_TO_CART_EVENT = 'add-to-cart';

export interface ProductCardProps {
  productId: string | null;
}

export default defineWidget<ProductCardProps>({
  tag: 'product-card',
  attributes: ['product-id', 'api-base'],
  props: ({ attributes }) => ({ productId: attributes['product-id'] }),
  render: (props, ctx) =>
    createElement(ProductCardWidget, {
      productId: props.productId,
      apiBase: ctx.apiBase,
      onAddToCart: (detail: AddToCartDetail) => {
        ctx.emit<AddToCartDetail>(ADD_TO_CART_EVENT, detail);
      },
    }),
});
