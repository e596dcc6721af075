import type { ProductCard } from '../../../shared/api/types';
import { effectivePrice, formatNpr } from '../../../shared/domain/money';
import { productPath } from '../../../shared/domain/slug';
import './ProductLinksFallback.css';

/**
 * A row's products as plain links with their names and prices (the card's price rule), for a
 * browser without JavaScript: inside the row's NearPlaceholder, server-rendered and hydrated
 * alike, hidden while scripts run (the cards replace it near the viewport). No images: the page
 * stays light.
 */
export function ProductLinksFallback({ products }: { products: readonly ProductCard[] }) {
  return (
    <ul className="cg-near-fallback">
      {products.map((p) => (
        <li key={p.id}>
          <a href={productPath(p.name, p.id)}>{p.name}</a> <span className="cg-near-fallback__price">{formatNpr(effectivePrice(p.price, p.discount_price))}</span>
        </li>
      ))}
    </ul>
  );
}
