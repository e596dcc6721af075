import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../app/api';
import { DataTable, type Column } from '../../ui/DataTable';
import type { Notice } from '../../ui/Notice';
import { refusal } from '../../ui/StatusChange';
import type { ContentKindDef, ContentRow } from './kinds';

export interface ContentRowsProps {
  kind: ContentKindDef;
  rows: readonly ContentRow[];
  /** After a change: the outcome, and the list read again. */
  onDone(notice: Notice): void;
  caption: string;
}

/**
 * Rows of one content kind: each opens its form; Move up / Move down (buttons, so the order can be
 * set by keyboard alone) and Switch off / Switch on act at once, from the version shown.
 */
export function ContentRows({ kind, rows, onDone, caption }: ContentRowsProps) {
  const [busy, setBusy] = useState(false);
  const act = async (path: string, method: 'POST' | 'PATCH' | 'DELETE', body: unknown, done: string) => {
    setBusy(true);
    try {
      await api(`content/${kind.path}/${path}`, { method, body });
      onDone({ tone: 'success', text: `${done} Shoppers see it on their next page load.` });
    } catch (err) {
      onDone({ tone: 'danger', text: refusal(err) });
    } finally {
      setBusy(false);
    }
  };
  const groupOf = (row: ContentRow) => (kind.group ? kind.group(row) : '');
  const neighbours = (row: ContentRow) => rows.filter((r) => groupOf(r) === groupOf(row));

  const columns: Column<ContentRow>[] = [
    {
      key: 'label',
      header: kind.what,
      cell: (row) => (
        <>
          <Link to={`/content/${kind.path}/${row.id}`}>{kind.label(row)}</Link>
          {kind.detail ? (
            <>
              <br />
              <span className="ad-muted">{kind.detail(row)}</span>
            </>
          ) : null}
        </>
      ),
    },
    { key: 'status', header: 'Shown', cell: (row) => (row.status ? 'Yes' : 'Hidden') },
    {
      key: 'actions',
      header: 'Change',
      cell: (row) => {
        const group = neighbours(row);
        const at = group.findIndex((r) => r.id === row.id);
        const name = kind.label(row);
        return (
          <div className="ad-actions ad-actions--tight">
            {kind.ordered ? (
              <>
                <button type="button" className="ad-button ad-button--quiet" disabled={busy || at <= 0} aria-label={`Move ${name} up`} onClick={() => void act(`${row.id}/move`, 'POST', { direction: 'up' }, `${kind.what} moved up.`)}>
                  Move up
                </button>
                <button type="button" className="ad-button ad-button--quiet" disabled={busy || at === group.length - 1} aria-label={`Move ${name} down`} onClick={() => void act(`${row.id}/move`, 'POST', { direction: 'down' }, `${kind.what} moved down.`)}>
                  Move down
                </button>
              </>
            ) : null}
            <button
              type="button"
              className="ad-button ad-button--quiet"
              disabled={busy}
              aria-label={`${row.status ? 'Switch off' : 'Switch on'} ${name}`}
              onClick={() => void act(String(row.id), 'PATCH', { status: row.status ? 0 : 1, version: row.version }, row.status ? `${kind.what} switched off.` : `${kind.what} switched on.`)}
            >
              {row.status ? 'Switch off' : 'Switch on'}
            </button>
            {kind.removable ? (
              <button type="button" className="ad-button ad-button--quiet" disabled={busy} aria-label={`Remove ${name}`} onClick={() => void act(String(row.id), 'DELETE', undefined, `${kind.what} removed.`)}>
                Remove
              </button>
            ) : null}
          </div>
        );
      },
    },
  ];
  return <DataTable caption={caption} columns={columns} rows={rows} rowKey={(r) => r.id} empty={`No ${kind.tab.toLowerCase()} yet.`} />;
}
