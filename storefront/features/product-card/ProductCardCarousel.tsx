import type { ProductCard } from '../../../shared/api/types';
import { Carousel } from '../../../shared/ui/Carousel';
import { productSlider } from '../../../shared/ui/carouselOptions';
import { StoreProductCard } from './StoreProductCard';

/**
 * A carousel of the store's product cards with the product slider settings (autoplay 4000 or 5000 ms);
 * its arrows stay off the cards (above the row, beside its heading; under it on phones).
 */
export function ProductCardCarousel({ label, products, delay = 4000 }: { label: string; products: ProductCard[]; delay?: 4000 | 5000 }) {
  return (
    <Carousel label={label} options={productSlider(delay)} controls="outside">
      {products.map((p) => (
        <StoreProductCard key={p.id} product={p} />
      ))}
    </Carousel>
  );
}
