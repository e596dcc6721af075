import { Link } from 'react-router-dom';
import { LISTING_TEXT as T } from '../messages';
import type { Crumb } from '../kinds';

/** Home › category › sub-category › type; the last crumb is the current page. */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="cg-crumbs" aria-label={T.breadcrumb}>
      <ol className="cg-crumbs__list">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${i}-${c.name}`} className="cg-crumbs__item">
              {c.href && !last ? (
                <Link to={c.href}>{c.name}</Link>
              ) : (
                <span aria-current={last ? 'page' : undefined}>{c.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
