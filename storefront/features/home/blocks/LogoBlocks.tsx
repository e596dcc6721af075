import { Link } from 'react-router-dom';
import type { BrandLogo, SupplierLogo } from '../../../../shared/api/catalogue';
import { brandPath, supplierPath } from '../../../../shared/domain/slug';
import { Carousel } from '../../../../shared/ui/Carousel';
import { brandSlider } from '../../../../shared/ui/carouselOptions';
import { SectionHeading } from './SectionHeading';

const nameFromUrl = (url: string) => url.replace(/[-_]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Brand List: the brand slider (5 per view, 3000 ms) of logos linking to the brand pages. */
export function BrandListBlock({ id, title, subTitle, brands }: { id: string; title: string; subTitle?: string | null; brands: BrandLogo[] }) {
  const list = brands.filter((b) => b && b.brand_url && b.image);
  if (!list.length) return null;
  const headingId = `${id}-title`;
  return (
    <section className="cg-section cg-logos" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} subTitle={subTitle} />
      <Carousel label={title} options={brandSlider()} controls="outside">
        {list.map((b) => (
          <Link key={b.brand_url} to={brandPath(b.brand_url)} className="cg-logo-tile">
            <img src={b.image} alt={b.name || nameFromUrl(b.brand_url)} width={240} height={100} loading="lazy" decoding="async" />
          </Link>
        ))}
      </Carousel>
    </section>
  );
}

/** Supplier List: seller logos linking to /supplier/{slug}. */
export function SupplierListBlock({ id, title, subTitle, suppliers }: { id: string; title: string; subTitle?: string | null; suppliers: SupplierLogo[] }) {
  const list = suppliers.filter((s) => s && s.slug && s.logo);
  if (!list.length) return null;
  const headingId = `${id}-title`;
  return (
    <section className="cg-section cg-logos" aria-labelledby={headingId}>
      <SectionHeading id={headingId} title={title} subTitle={subTitle} />
      <ul className="cg-logos__grid">
        {list.map((s) => (
          <li key={s.slug}>
            <Link to={supplierPath(s.slug)} className="cg-logo-tile">
              <img src={s.logo} alt={s.name || nameFromUrl(s.slug)} width={240} height={100} loading="lazy" decoding="async" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
