import { useState } from 'react';
import { NavLink, useParams, useSearchParams } from 'react-router-dom';
import { download, queryOf } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { Pager, type PageInfo } from '../../ui/Pager';
import { StatusBadge } from '../../ui/StatusBadge';
import { InboxItem } from './InboxItem';
import { INBOX_KINDS } from './kinds';

type Row = Record<string, unknown> & { id: number; status?: string };

/** The support inbox: one tab per kind, items by status, each decided or answered once. */
export function InboxPage() {
  const { kind: path } = useParams();
  const kind = INBOX_KINDS.find((k) => k.path === path);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? kind?.statuses[0];
  const page = params.get('page') ?? undefined;
  const { data, error, loading, reload } = useLoad<PageInfo & { data: Row[] }>(kind ? `${kind.path}${queryOf({ status: kind.statuses.length ? status : undefined, page })}` : null);
  const [notice, setNotice] = useState<Notice>(null);
  if (!kind) return <Page title="Inbox" error="There is no such inbox." />;
  const exportCsv = () =>
    download(kind.csv!, kind.csv!).catch((err: unknown) => setNotice({ tone: 'danger', text: err instanceof Error ? err.message : String(err) }));
  return (
    <Page
      title={`Inbox: ${kind.title}`}
      error={error}
      loading={loading}
      actions={
        kind.csv ? (
          <button type="button" className="ad-button" onClick={() => void exportCsv()}>
            Export CSV
          </button>
        ) : undefined
      }
    >
      <nav aria-label="Inbox" className="ad-tabs">
        {INBOX_KINDS.map((k) => (
          <NavLink key={k.path} to={`/inbox/${k.path}`} className="ad-tabs__link">
            {k.title}
          </NavLink>
        ))}
      </nav>
      {kind.statuses.length ? (
        <div className="ad-segments" role="group" aria-label="Show items that are">
          {kind.statuses.map((s) => (
            <button key={s} type="button" className="ad-button ad-button--quiet" aria-pressed={s === status} onClick={() => setParams(s === kind.statuses[0] ? {} : { status: s })}>
              {s}
            </button>
          ))}
        </div>
      ) : null}
      <NoticeBox notice={notice} />
      {data ? (
        <>
          {data.data.length ? (
            <ul className="ad-inbox">
              {data.data.map((row) => (
                <li key={row.id}>
                  <InboxItem
                    kind={kind}
                    row={row}
                    waiting={row.status === undefined || row.status === kind.statuses[0]}
                    badge={row.status ? <StatusBadge status={row.status} /> : null}
                    onDone={(n) => {
                      setNotice(n);
                      reload();
                    }}
                  />
                </li>
              ))}
            </ul>
          ) : (
            <p className="ad-empty">Nothing here.</p>
          )}
          {data.total !== undefined ? <Pager {...data} /> : null}
        </>
      ) : null}
    </Page>
  );
}
