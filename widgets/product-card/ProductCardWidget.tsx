import { Component } from 'react';
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

/**
 * Fetches the product (view-product) and renders the shared card with an Add to Cart button.
 * A class, not hooks: nothing else on the card's path uses hooks, so its first load on a partner
 * page does without Preact's hooks library (only the elements that use hooks load it).
 */
export class ProductCardWidget extends Component<ProductCardWidgetProps, { known: State }> {
  override state = { known: { id: this.id(), status: 'loading' } as State };
  /** The request whose answer may still be shown (a later one, or unmounting, voids it). */
  private request: object | null = null;

  private id(): string {
    return (this.props.productId ?? '').trim();
  }

  override componentDidMount(): void {
    this.load();
  }

  override componentDidUpdate(previous: ProductCardWidgetProps): void {
    if ((previous.productId ?? '').trim() !== this.id() || previous.apiBase !== this.props.apiBase) this.load();
  }

  override componentWillUnmount(): void {
    this.request = null;
  }

  private load(): void {
    const id = this.id();
    const { apiBase } = this.props;
    const request = (this.request = {});
    if (!/^\d+$/.test(id)) {
      this.setState({ known: { id, status: 'missing' } });
      return;
    }
    viewProduct(createApiClient({ base: apiBase }), id).then((response) => {
      if (request !== this.request) return;
      const product = isOk(response) ? response.data?.product : null;
      this.setState({ known: product && product.id ? { id, status: 'ready', product: withStoreMedia(product, apiBase) } : { id, status: 'missing' } });
    });
  }

  override render() {
    const id = this.id();
    const { known } = this.state;
    const state: State = known.id === id ? known : { id, status: 'loading' };
    const { apiBase, onAddToCart } = this.props;
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
}
