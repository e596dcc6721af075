import { Link } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { queryOf } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { DataTable, type Column } from '../../ui/DataTable';
import { dateTime } from '../../ui/format';
import { ListFilters, useListQuery, type Filter } from '../../ui/ListFilters';
import { Page } from '../../ui/Page';
import { Pager, type PageInfo } from '../../ui/Pager';
import { PromotionTabs, StateBadge } from './promotion-ui';

/** A coupon as the staff API answers it (GET /api/admin/coupons, /coupons/{id}). */
export interface Coupon {
  id: number;
  code: string;
  coupon_desc: string;
  option: 'P' | 'F';
  percent: number | null;
  amount: number | null;
  mrp_or_mop: 'MRP' | 'MOP';
  scope: 'cart' | 'product';
  product_ids: number[];
  min_cart: number;
  max_discount: number | null;
  valid_from: string;
  valid_until: string;
  usage_limit: number | null;
  usage_limit_per_user: number;
  used_count: number;
  first_order_only: boolean;
  status: number;
  state: string;
  version: number;
}

/** '10 % of the selling price (at most NPR 500)', 'NPR 500 off'. */
export function discountText(c: Coupon): string {
  const basis = c.mrp_or_mop === 'MRP' ? 'list price (MRP)' : 'selling price (MOP)';
  const main = c.option === 'P' ? `${c.percent} % of the ${basis}` : `${formatMoney(c.amount)} off${c.scope === 'product' ? ' each unit' : ''}`;
  return c.max_discount !== null ? `${main}, at most ${formatMoney(c.max_discount)}` : main;
}

const FILTERS: readonly Filter[] = [
  { name: 'q', label: 'Search', hint: 'Code or description' },
  { name: 'active', label: 'Shoppers can use it now', options: [{ value: '1', label: 'Yes (running)' }, { value: '0', label: 'No (off, not started, ended or used up)' }] },
];

const COLUMNS: readonly Column<Coupon>[] = [
  {
    key: 'code',
    header: 'Coupon',
    cell: (c) => (
      <>
        <Link to={`/promotions/coupons/${c.id}`}>{c.code}</Link>
        {c.coupon_desc ? (
          <>
            <br />
            <span className="ad-muted">{c.coupon_desc}</span>
          </>
        ) : null}
      </>
    ),
  },
  { key: 'discount', header: 'Discount', cell: discountText },
  {
    key: 'scope',
    header: 'Applies to',
    cell: (c) => `${c.scope === 'cart' ? 'The whole cart' : `${c.product_ids.length} product${c.product_ids.length === 1 ? '' : 's'}`}${c.first_order_only ? ', first order only' : ''}`,
  },
  { key: 'min', header: 'Minimum cart', numeric: true, cell: (c) => (c.min_cart > 0 ? formatMoney(c.min_cart) : '—') },
  { key: 'valid', header: 'Valid', cell: (c) => `${dateTime(c.valid_from)} – ${dateTime(c.valid_until)}` },
  { key: 'uses', header: 'Uses', numeric: true, cell: (c) => `${c.used_count.toLocaleString('en-IN')}${c.usage_limit !== null ? ` of ${c.usage_limit.toLocaleString('en-IN')}` : ''}` },
  { key: 'state', header: 'Now', cell: (c) => <StateBadge state={c.state} /> },
];

export function CouponsPage() {
  const query = useListQuery(FILTERS.map((f) => f.name));
  const { data, error, loading } = useLoad<PageInfo & { data: Coupon[] }>(`coupons${queryOf(query)}`);
  return (
    <Page
      title="Coupons"
      error={error}
      loading={loading}
      actions={
        <Link className="ad-button ad-button--primary" to="/promotions/coupons/new">
          New coupon
        </Link>
      }
    >
      <PromotionTabs />
      <ListFilters filters={FILTERS} label="Find coupons" />
      {data ? (
        <>
          <DataTable caption="Coupons" columns={COLUMNS} rows={data.data} rowKey={(c) => c.id} empty="No coupon matches these filters." />
          <Pager {...data} />
        </>
      ) : null}
    </Page>
  );
}
