import type { ReactNode } from 'react';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { Breadcrumb } from '../ui/Breadcrumb';
import { HOME_CRUMB } from '../ui/crumbs';
import { INFO_TEXT as T } from './messages';
import './Info.css';

export interface InfoShellProps {
  /** The page's heading (and tab title); null while it is loading. */
  title: string | null;
  intro?: ReactNode;
  /** Extra class on the page (e.g. a wider layout). */
  variant?: string;
  busy?: boolean;
  children: ReactNode;
}

/** Frame of an information page: the breadcrumb (Home / title), the heading, an optional intro, the content. */
export function InfoShell({ title, intro, variant, busy = false, children }: InfoShellProps) {
  return (
    <>
      <PageHead head={titleHead(title)} />
      <div className={`cg-info${variant ? ` cg-info--${variant}` : ''}`} aria-busy={busy}>
        <Breadcrumb crumbs={[HOME_CRUMB, { name: title ?? '\u00a0' }]} />
        <h1 className="cg-info__title">{title ?? '\u00a0'}</h1>
        {intro ? <p className="cg-info__intro">{intro}</p> : null}
        {children}
      </div>
    </>
  );
}

/** Grey placeholder lines while a page's text loads. */
export function InfoSkeleton({ lines = 6 }: { lines?: number }) {
  return (
    <div className="cg-info__skeleton" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} />
      ))}
    </div>
  );
}

/** A network failure: say so and offer to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="cg-info__failed" role="alert">
      <p>{T.loadFailed}</p>
      <button type="button" className="cg-button cg-button--primary" onClick={onRetry}>
        {T.retry}
      </button>
    </div>
  );
}
