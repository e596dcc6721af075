import { Link, useLocation } from 'react-router-dom';

export interface PageInfo {
  total: number;
  /** More rows match than the server counted (`total` is then its cap). */
  total_capped?: boolean;
  page: number;
  per_page: number;
}

/** Previous / next links that keep the list's other filters, and where in the list this page is. */
export function Pager({ total, total_capped = false, page, per_page }: PageInfo) {
  const location = useLocation();
  const pages = Math.max(1, Math.ceil(total / per_page));
  const to = (n: number) => {
    const q = new URLSearchParams(location.search);
    if (n <= 1) q.delete('page');
    else q.set('page', String(n));
    const s = q.toString();
    return `${location.pathname}${s ? `?${s}` : ''}`;
  };
  const first = total ? (page - 1) * per_page + 1 : 0;
  const last = Math.min(total, page * per_page);
  return (
    <nav className="ad-pager" aria-label="Pages">
      <p className="ad-pager__where">
        {total ? `${first}–${last} of ${total.toLocaleString('en-IN')}${total_capped ? '+' : ''}` : 'Nothing found'}
      </p>
      {page > 1 ? (
        <Link className="ad-button ad-button--quiet" to={to(page - 1)} rel="prev">
          Previous
        </Link>
      ) : null}
      {page < pages || total_capped ? (
        <Link className="ad-button ad-button--quiet" to={to(page + 1)} rel="next">
          Next
        </Link>
      ) : null}
    </nav>
  );
}
