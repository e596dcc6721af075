import { useEffect, useState } from 'react';
import { createApiClient, isOk } from '../../shared/api/client';
import { viewProduct } from '../../shared/api/catalogue';
import { mediaUrl } from '../../shared/api/media';
import type { ProductCard as ProductCardData } from '../../shared/api/types';
import { productPath } from '../../shared/domain/slug';
import { ProductCard } from '../../shared/ui/ProductCard';
import { storeBaseOf } from '../runtime/define';
import './product-card.css';
import type { AddToCartDetail } from './types';

export const PRODUCT_CARD_WIDGET_TEXT = {
  addToCart: 'Add to Cart',
  outOfStock: 'Out of stock',
  notFound: 'This product is not available.',
  loading: 'Loading product…',
} as const;

/** The card's pictures from the store (the API answers '/media/…' paths, not the partner page's). */
export function withStoreMedia(product: ProductCardData, apiBase: string): ProductCardData {
  const media = (src: string | null | undefined) => (src ? mediaUrl(src, apiBase) : src);
  return {
    ...product,
    featured_image: mediaUrl(product.featured_image, apiBase),
    alt_featured_image: media(product.alt_featured_image),
    free: product.free ? { ...product.free, image: media(product.free.image) } : product.free,
  };
}

/** What the card knows, and for which id: a state of another id is never shown (nor added to the cart). */
type State = { id: string } & ({ status: 'loading' } | { status: 'missing' } | { status: 'ready'; product: ProductCardData });

export interface ProductCardWidgetProps {
  productId: string | null;
  apiBase: string;
  onAddToCart: (detail: AddToCartDetail) => void;
}

/** Fetches the product (view-product) and renders the shared card with an Add to Cart button. */
export function ProductCardWidget({ productId, apiBase, onAddToCart }: ProductCardWidgetProps) {
  const id = (productId ?? '').trim();
  const [known, setState] = useState<State>({ id, status: 'loading' });
  const state: State = known.id === id ? known : { id, status: 'loading' };

  useEffect(() => {
    if (!/^\d+$/.test(id)) {
      setState({ id, status: 'missing' });
      return undefined;
    }
    let live = true;
    const api = createApiClient({ base: apiBase });
    viewProduct(api, id).then((response) => {
      if (!live) return;
      const product = isOk(response) ? response.data?.product : null;
      setState(product && product.id ? { id, status: 'ready', product: withStoreMedia(product, apiBase) } : { id, status: 'missing' });
    });
    return () => {
      live = false;
    };
  }, [id, apiBase]);

  if (state.status === 'loading') {
    return (
      <div className="cg-pc cg-pc--loading" part="placeholder" role="status">
        <span className="cg-visually-hidden">{PRODUCT_CARD_WIDGET_TEXT.loading}</span>
        <span className="cg-pc__skel cg-pc__skel--img" aria-hidden="true" />
        <span className="cg-pc__skel cg-pc__skel--line" aria-hidden="true" />
        <span className="cg-pc__skel cg-pc__skel--line cg-pc__skel--short" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'missing') {
    return (
      <p className="cg-pc cg-pc--missing" part="message" role="status">
        {PRODUCT_CARD_WIDGET_TEXT.notFound}
      </p>
    );
  }
  const { product } = state;
  const href = new URL(productPath(product.name, product.id).slice(1), storeBaseOf(apiBase)).href;
  const inStock = Number(product.availability) === 1;
  return (
    <div className="cg-pc">
      <ProductCard product={product} href={href} headingLevel={3}>
        <button
          type="button"
          className="cg-button cg-button--primary cg-button--block cg-pc__add"
          part="add-to-cart"
          disabled={!inStock}
          onClick={() => onAddToCart({ product_id: product.id, name: product.name })}
        >
          {inStock ? PRODUCT_CARD_WIDGET_TEXT.addToCart : PRODUCT_CARD_WIDGET_TEXT.outOfStock}
        </button>
      </ProductCard>
    </div>
  );
}
