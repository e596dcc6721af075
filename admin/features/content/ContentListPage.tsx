import { useState } from 'react';
import { Link, NavLink, useParams } from 'react-router-dom';
import { useLoad } from '../../app/useLoad';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { ContentRows } from './ContentRows';
import type { ContentRow } from './kinds';
import { CONTENT_TABS, kindOf } from './tabs';

/** The Content section's tabs (the home page's content, pages, stores, and the catalogue's categories, brands and suppliers). */
export function ContentTabs() {
  return (
    <nav aria-label="Content" className="ad-tabs">
      {CONTENT_TABS.map((k) => (
        <NavLink key={k.path} to={`/content/${k.path}`} className="ad-tabs__link">
          {k.tab}
        </NavLink>
      ))}
    </nav>
  );
}

/** One kind of content listed, with its order and on/off controls and a link to add one. */
export function ContentListPage() {
  const { kind: path } = useParams();
  const kind = kindOf(path);
  const listed = kind && !kind.inBlock ? kind : null;
  const { data, error, loading, reload } = useLoad<{ data: ContentRow[] }>(listed ? `content/${listed.path}` : null);
  const [notice, setNotice] = useState<Notice>(null);
  if (!listed) return <Page title="Content" error="There is no such content list." />;
  return (
    <Page
      title={`Content: ${listed.tab}`}
      error={error}
      loading={loading}
      actions={
        <Link className="ad-button ad-button--primary" to={`/content/${listed.path}/new`}>
          New {listed.what.toLowerCase()}
        </Link>
      }
    >
      <ContentTabs />
      {listed.intro ? <p className="ad-muted">{listed.intro}</p> : null}
      <NoticeBox notice={notice} />
      {data ? (
        <ContentRows
          kind={listed}
          rows={data.data}
          caption={listed.tab}
          onDone={(n) => {
            setNotice(n);
            reload();
          }}
        />
      ) : null}
    </Page>
  );
}
