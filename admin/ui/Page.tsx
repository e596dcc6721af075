import { useEffect, useRef, type ReactNode } from 'react';
import { Alert } from '../../shared/ui/Alert';

export interface PageProps {
  title: string;
  /** Shown beside the title (buttons, links). */
  actions?: ReactNode;
  /** The load failed: the message, in place of the content. */
  error?: string | null;
  loading?: boolean;
  children?: ReactNode;
}

/**
 * One screen of the back office: its heading (focused when the screen opens, so a keyboard or
 * screen-reader user starts there after following a link), its actions and its content.
 */
export function Page({ title, actions, error, loading, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · CG Digital back office`;
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <section className="ad-page" aria-labelledby="ad-page-title" aria-busy={loading || undefined}>
      <header className="ad-page__head">
        <h1 id="ad-page-title" className="ad-page__title" tabIndex={-1} ref={heading}>
          {title}
        </h1>
        {actions ? <div className="ad-page__actions">{actions}</div> : null}
      </header>
      {error ? <Alert tone="danger">{error}</Alert> : null}
      {loading && !children ? <p className="ad-loading">Loading…</p> : null}
      {children}
    </section>
  );
}
