/**
 * <mini-cart api-base="https://store.example/api/">: the store header's mini-cart for partner
 * sites — a cart button with the number of units that opens 'Recently added item(s)', the
 * subtotal and 'View Cart' (or 'No Items in cart'). It shows the cart of the shopper logged in
 * through the widgets' shared session (e.g. in <scooter-reservation> on the same page) and
 * dispatches `cart-change` (bubbles, composed) with {loggedIn, count, subtotal, items}.
 * Theme tokens and parts: docs/widgets.md.
 */
import { createElement } from 'react';
import { defineWidget } from '../runtime/define';
import { MiniCartWidget, MINI_CART_ATTRIBUTES, MINI_CART_TAG } from './MiniCartWidget';

export type * from './types';

export default defineWidget<Record<string, never>>({
  tag: MINI_CART_TAG,
  attributes: MINI_CART_ATTRIBUTES,
  props: () => ({}),
  render: (_props, ctx) => createElement(MiniCartWidget, { ctx }),
});
