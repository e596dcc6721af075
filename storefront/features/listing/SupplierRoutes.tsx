/**
 * The supplier landing page, a lazy chunk of its own: it draws layout blocks with the home
 * page's renderer (carousels included), which the product listings must not pull in.
 */
import { useParams } from 'react-router-dom';
import { SupplierPage } from './SupplierPage';

/** /supplier/{supplier_name} */
export function SupplierRoutePage() {
  const name = useParams().name ?? '';
  return <SupplierPage key={name} name={name} />;
}
