/**
 * The widgets the loader (dist/widgets/cg-widgets.js) defines. Adding a widget is one line here
 * plus its folder: `widgets/<tag>/index.ts` default-exporting `defineWidget({...})`.
 *
 * The build reads this file without a TypeScript loader: keep it free of imports (types are fine)
 * and of computed values. `attributes` become the element's observedAttributes, `properties` get
 * accessors on the element; both must match the widget's own definition (the attributes are
 * checked against it by widgets/manifest/custom-elements.test.tsx, at no cost to the elements).
 */
export interface WidgetRegistration {
  /** Custom element name, e.g. 'mini-cart'. The ES module is served as esm/<tag>.js. */
  tag: string;
  /** The widget's module, relative to this file. */
  source: string;
  /** One sentence for the integrator playground. */
  description: string;
  /** Attribute names the host page may set (observed). */
  attributes: readonly string[];
  /** Property names the host page may set with JavaScript (objects, arrays). */
  properties?: readonly string[];
  /** Names of the CustomEvents the widget dispatches (bubbles + composed). */
  events?: readonly string[];
}

export const widgets: readonly WidgetRegistration[] = [
  { tag: 'product-card', source: './product-card/index.ts', description: 'A product card (image, price, badges, rating, CG|Coins, EMI, stock) that opens the product on the store and offers Add to Cart.', attributes: ['product-id', 'api-base'], events: ['add-to-cart'] },
  { tag: 'scooter-reservation', source: './scooter-reservation/index.ts', description: 'The scooter reservation flow: login or registration, shipping address, payment by card, eSewa or Connect IPS, and My reservations.', attributes: ['product', 'api-base', 'return-url', 'source', 'home-url'], events: ['ready', 'auth-change', 'reservation-created', 'payment-redirect', 'error'] },
  { tag: 'mini-cart', source: './mini-cart/index.ts', description: "The store header's mini-cart: a cart button with the number of items opening 'Recently added item(s)', the subtotal and View Cart, for the shopper logged in through the widgets' shared session.", attributes: ['api-base'], events: ['cart-change'] },
];
