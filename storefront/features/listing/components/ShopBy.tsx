import { Link } from 'react-router-dom';
import { LISTING_TEXT as T } from '../messages';
import type { ShopByLink } from '../kinds';

/** 'Shop By': the child sub-categories (category page) or types (sub-category page). */
export function ShopBy({ links, headingId }: { links: ShopByLink[]; headingId: string }) {
  if (!links.length) return null;
  return (
    <section className="cg-filter-box" aria-labelledby={headingId}>
      <h2 id={headingId} className="cg-filter-box__title">
        {T.shopBy}
      </h2>
      <ul className="cg-shopby">
        {links.map((l) => (
          <li key={l.href}>
            <Link to={l.href}>{l.name}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
