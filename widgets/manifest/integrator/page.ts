// What an integrator writes against the widgets' package declarations (type-checked by
// integrator.test.ts against the declarations the build ships; the project's type check skips it).
import type {} from '@cg-digital/widgets';

const card = document.querySelector('product-card');
if (card) {
  card.productId = '42';
  card.addEventListener('add-to-cart', (e) => console.log(e.detail.product_id.toFixed(0), e.detail.name.trim()));
}
const cart = document.createElement('mini-cart');
cart.refresh();
cart.addEventListener('cart-change', (e) => console.log(e.detail.count + e.detail.subtotal, e.detail.items[0]?.qty));
const reservation = document.querySelector('scooter-reservation');
reservation?.addEventListener('payment-redirect', (e) => {
  if (e.detail.url.startsWith('https:')) e.preventDefault();
});
reservation?.addEventListener('ready', (e) => console.log(e.detail.returned?.status));
