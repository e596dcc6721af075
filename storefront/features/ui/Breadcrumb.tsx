import { Link } from 'react-router-dom';
import type { Crumb } from './crumbs';
import { BREADCRUMB_TEXT as T } from './messages';
import './Breadcrumb.css';

/**
 * The breadcrumb of every page that has one (listings, the supplier page, the product page, the
 * information pages): Home / … / the current page, '/' between steps; the last step is the current
 * page. Nothing for fewer than two steps.
 */
export function Breadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null;
  return (
    <nav className="cg-crumbs" aria-label={T.label}>
      <ol className="cg-crumbs__list">
        {crumbs.map((c, i) => {
          const last = i === crumbs.length - 1;
          return (
            <li key={`${i}-${c.name}`} className="cg-crumbs__item">
              {c.href && !last ? <Link to={c.href}>{c.name}</Link> : <span aria-current={last ? 'page' : undefined}>{c.name}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
