import { Link } from 'react-router-dom';
import { HOME_TEXT as T } from '../messages';

/** A home section's title, optional sub-title and 'View all' link. */
export function SectionHeading({ id, title, subTitle, viewAll }: { id: string; title: string; subTitle?: string | null; viewAll?: string | null }) {
  return (
    <div className="cg-section__head">
      <div className="cg-section__titles">
        <h2 id={id} className="cg-section__title">
          {title}
        </h2>
        {subTitle ? <p className="cg-section__sub">{subTitle}</p> : null}
      </div>
      {viewAll ? (
        <Link className="cg-section__view-all" to={viewAll} aria-label={T.viewAllLabel(title)}>
          {T.viewAll}
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Link>
      ) : null}
    </div>
  );
}
