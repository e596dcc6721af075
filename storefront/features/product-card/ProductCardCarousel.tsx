import type { ProductCard } from '../../../shared/api/types';
import { Carousel } from '../../../shared/ui/Carousel';
import { productSlider } from '../../../shared/ui/carouselOptions';
import { StoreProductCard } from './StoreProductCard';

export interface ProductCardCarouselProps {
  label: string;
  products: ProductCard[];
  /** False until the section comes near the viewport (useNearViewport): the placeholder shows instead. */
  near: boolean;
  /** The placeholder's own class: it keeps the carousel's usual height. */
  placeholder: string;
  /** Slider autoplay (4000 or 5000 ms). */
  delay?: 4000 | 5000;
}

/**
 * A below-the-fold carousel of product cards, rendered once it comes near the viewport. Its
 * placeholder carries `cg-near-placeholder`: without JavaScript, where it would stay an empty
 * box, index.html's noscript style hides the section holding it.
 */
export function ProductCardCarousel({ label, products, near, placeholder, delay = 4000 }: ProductCardCarouselProps) {
  if (!near) return <div className={`cg-near-placeholder ${placeholder}`} aria-hidden="true" />;
  return (
    <Carousel label={label} options={productSlider(delay)}>
      {products.map((p) => (
        <StoreProductCard key={p.id} product={p} />
      ))}
    </Carousel>
  );
}
