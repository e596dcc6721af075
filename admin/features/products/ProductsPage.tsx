import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { download, queryOf } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { DataTable, type Column } from '../../ui/DataTable';
import { ListFilters, useListQuery, type Filter } from '../../ui/ListFilters';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { Pager, type PageInfo } from '../../ui/Pager';
import { PriceImport } from './PriceImport';

export interface ProductListRow {
  id: number;
  name: string;
  model_number: string;
  price: number;
  discount_price: number | null;
  stock: number;
  status: number;
  category?: string | null;
}

const FILTERS: readonly Filter[] = [
  { name: 'q', label: 'Search', hint: 'Product number, name or model number' },
  { name: 'status', label: 'Shown to shoppers', options: [{ value: '1', label: 'Shown' }, { value: '0', label: 'Hidden' }] },
  { name: 'low_stock', label: 'Stock', options: [{ value: '1', label: 'Low on stock' }] },
];

const COLUMNS: readonly Column<ProductListRow>[] = [
  {
    key: 'name',
    header: 'Product',
    cell: (p) => (
      <>
        <Link to={`/products/${p.id}`}>{p.name}</Link>
        <br />
        <span className="ad-muted">
          #{p.id} · {p.model_number}
          {p.category ? ` · ${p.category}` : ''}
        </span>
      </>
    ),
  },
  { key: 'price', header: 'Price', numeric: true, cell: (p) => formatMoney(p.price) },
  { key: 'discount', header: 'Discount price', numeric: true, cell: (p) => (p.discount_price === null ? '—' : formatMoney(p.discount_price)) },
  { key: 'stock', header: 'Stock', numeric: true, cell: (p) => p.stock.toLocaleString('en-IN') },
  { key: 'status', header: 'Shown', cell: (p) => (p.status ? 'Yes' : 'Hidden') },
];

export function ProductsPage() {
  const query = useListQuery(FILTERS.map((f) => f.name));
  const { data, error, loading, reload } = useLoad<PageInfo & { data: ProductListRow[] }>(`products${queryOf(query)}`);
  const [notice, setNotice] = useState<Notice>(null);
  const exportCsv = () =>
    download('products/export.csv', 'products.csv').catch((err: unknown) => setNotice({ tone: 'danger', text: err instanceof Error ? err.message : String(err) }));
  return (
    <Page
      title="Products"
      error={error}
      loading={loading}
      actions={
        <button type="button" className="ad-button" onClick={() => void exportCsv()}>
          Export prices and stock (CSV)
        </button>
      }
    >
      <NoticeBox notice={notice} />
      <ListFilters filters={FILTERS} label="Find products" />
      {data ? (
        <>
          <DataTable caption="Products" columns={COLUMNS} rows={data.data} rowKey={(p) => p.id} empty="No product matches these filters." />
          <Pager {...data} />
        </>
      ) : null}
      <PriceImport onImported={reload} />
    </Page>
  );
}
