import { Link } from 'react-router-dom';
import { queryOf } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime } from '../../ui/format';
import { ListFilters, useListQuery, type Filter } from '../../ui/ListFilters';
import { Page } from '../../ui/Page';
import { Pager, type PageInfo } from '../../ui/Pager';
import { PromotionTabs, StateBadge } from './promotion-ui';

/** A flash sale as the staff API answers it (GET /api/admin/flash-sales, /flash-sales/{id}). */
export interface FlashSale {
  id: number;
  title: string;
  banner: string | null;
  start_time: string;
  end_time: string;
  status: number;
  state: string;
  product_count: number;
  version: number;
}

const FILTERS: readonly Filter[] = [
  { name: 'q', label: 'Search', hint: 'Sale number or title' },
  { name: 'active', label: 'Running now', options: [{ value: '1', label: 'Yes' }, { value: '0', label: 'No (off, not started or ended)' }] },
];

const COLUMNS: readonly Column<FlashSale>[] = [
  {
    key: 'title',
    header: 'Flash sale',
    cell: (s) => (
      <>
        <Link to={`/promotions/flash-sales/${s.id}`}>{s.title}</Link>
        <br />
        <span className="ad-muted">#{s.id}</span>
      </>
    ),
  },
  { key: 'start', header: 'Starts', cell: (s) => dateTime(s.start_time) },
  { key: 'end', header: 'Ends', cell: (s) => dateTime(s.end_time) },
  { key: 'products', header: 'Products', numeric: true, cell: (s) => s.product_count.toLocaleString('en-IN') },
  { key: 'state', header: 'Now', cell: (s) => <StateBadge state={s.state} /> },
];

export function FlashSalesPage() {
  const query = useListQuery(FILTERS.map((f) => f.name));
  const { data, error, loading } = useLoad<PageInfo & { data: FlashSale[] }>(`flash-sales${queryOf(query)}`);
  return (
    <Page
      title="Flash sales"
      error={error}
      loading={loading}
      actions={
        <Link className="ad-button ad-button--primary" to="/promotions/flash-sales/new">
          New flash sale
        </Link>
      }
    >
      <PromotionTabs />
      <ListFilters filters={FILTERS} label="Find flash sales" />
      {data ? (
        <>
          <DataTable caption="Flash sales" columns={COLUMNS} rows={data.data} rowKey={(s) => s.id} empty="No flash sale matches these filters." />
          <Pager {...data} />
        </>
      ) : null}
    </Page>
  );
}
