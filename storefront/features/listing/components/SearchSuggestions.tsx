import { Link } from 'react-router-dom';
import { searchPath } from '../../../../shared/domain/slug';
import { LISTING_TEXT as T } from '../messages';
import type { ListingHead } from '../kinds';

/** A search that found nothing: 'Did you mean …?' and the nearest categories, when the server has them. */
export function SearchSuggestions({ head, headingId }: { head: ListingHead; headingId: string }) {
  if (!head.didYouMean && !head.related.length) return null;
  return (
    <div className="cg-search-suggestions">
      {head.didYouMean ? (
        <p className="cg-search-suggestions__mean">
          {T.didYouMean} <Link to={searchPath(head.didYouMean)}>{head.didYouMean}</Link>?
        </p>
      ) : null}
      {head.related.length ? (
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className="cg-search-suggestions__title">
            {T.relatedCategories}
          </h2>
          <ul className="cg-search-suggestions__list">
            {head.related.map((l) => (
              <li key={l.href}>
                <Link to={l.href}>{l.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
