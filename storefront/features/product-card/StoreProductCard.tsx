import { Link } from 'react-router-dom';
import { ProductCard, type ProductCardLinkProps, type ProductCardProps } from '../../../shared/ui/ProductCard';

/** The shared card's link as a client-side route change. */
export function RouterCardLink({ href, className, children, onClick }: ProductCardLinkProps) {
  return (
    <Link to={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

/** The shared product card wired to the storefront's router (grids, sliders, listings). */
export function StoreProductCard(props: Omit<ProductCardProps, 'Link'>) {
  return <ProductCard {...props} Link={RouterCardLink} />;
}
