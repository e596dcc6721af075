import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { productPath } from '../../../shared/domain/slug';
import { shownError } from '../../../shared/ui/final-form';
import { FormField } from '../../../shared/ui/FormField';
import { firstErrors } from '../../../shared/validation/form';
import { flashProductSchema, flashSaleSchema, PROMOTION_LIMITS } from '../../../shared/validation/promotions';
import { api } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { DataTable, type Column } from '../../ui/DataTable';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { refusal } from '../../ui/StatusChange';
import { Timeline, type AuditRow } from '../../ui/Timeline';
import type { FlashSale } from './FlashSalesPage';
import { changedFields, NewPromotion, NOTHING_CHANGED, SAVED_TEXT, SubmitButton, SwitchButton, SwitchedOnField } from './promotion-form';
import { amountOf, fromNepalInput, PromotionTabs, promotionEntry, StateBadge, toNepalInput } from './promotion-ui';

interface SaleProduct {
  product_id: number;
  name: string;
  model_number: string;
  price: number;
  selling_price: number;
  stock: number;
  shown: number;
  flash_price: number;
  quantity: number | null;
  /** Units ordered at the flash price and not given back. */
  sold: number;
}

interface SaleValues {
  title: string;
  banner: string;
  start_time: string;
  end_time: string;
  status: string;
}

const EMPTY: SaleValues = { title: '', banner: '', start_time: '', end_time: '', status: '1' };

const toValues = (s: FlashSale): SaleValues => ({
  title: s.title,
  banner: s.banner ?? '',
  start_time: toNepalInput(s.start_time),
  end_time: toNepalInput(s.end_time),
  status: String(s.status),
});

const asInput = (v: SaleValues) => ({
  title: v.title,
  banner: v.banner.trim() === '' ? null : v.banner.trim(),
  start_time: fromNepalInput(v.start_time),
  end_time: fromNepalInput(v.end_time),
  status: Number(v.status),
});

function SaleForm({ initial, submitLabel, onSave }: { initial: SaleValues; submitLabel: string; onSave(values: SaleValues): Promise<void> }) {
  return (
    <Form<SaleValues>
      initialValues={initial}
      validate={(v) => firstErrors(flashSaleSchema, asInput(v))}
      onSubmit={onSave}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate className="ad-form" aria-labelledby="ad-sale-form">
          <div className="ad-form__row">
            <Field<string> name="title">
              {({ input, meta }) => <FormField label="Title" hint="Shown to shoppers above the sale's products." maxLength={PROMOTION_LIMITS.title} {...input} error={shownError(meta)} />}
            </Field>
            <Field<string> name="banner">
              {({ input, meta }) => <FormField label="Banner image address" hint="Optional." maxLength={PROMOTION_LIMITS.banner} {...input} error={shownError(meta)} />}
            </Field>
          </div>
          <div className="ad-form__row">
            <Field<string> name="start_time">
              {({ input, meta }) => <FormField label="Starts (Nepal time)" type="datetime-local" {...input} error={shownError(meta)} />}
            </Field>
            <Field<string> name="end_time">
              {({ input, meta }) => <FormField label="Ends (Nepal time)" hint="Shoppers see a countdown to it." type="datetime-local" {...input} error={shownError(meta)} />}
            </Field>
            <SwitchedOnField />
          </div>
          <SubmitButton submitting={submitting} label={submitLabel} />
        </form>
      )}
    />
  );
}

interface ProductValues {
  product_id: string;
  flash_price: string;
  quantity: string;
}

const productInput = (v: ProductValues, version: number) => ({
  product_id: amountOf(v.product_id),
  flash_price: amountOf(v.flash_price),
  quantity: amountOf(v.quantity),
  version,
});

/** Adds a product to the sale, or changes the flash price and quantity of one already in it. */
function ProductForm({ version, onSave }: { version: number; onSave(body: Record<string, unknown>): Promise<boolean> }) {
  return (
    <Form<ProductValues>
      initialValues={{ product_id: '', flash_price: '', quantity: '' }}
      validate={(v) => firstErrors(flashProductSchema, productInput(v, version))}
      onSubmit={async (v, form) => {
        if (await onSave(productInput(v, version))) setTimeout(() => form.restart());
      }}
      render={({ handleSubmit, submitting }) => (
        <form onSubmit={handleSubmit} noValidate className="ad-form" aria-labelledby="ad-sale-add">
          <div className="ad-form__row">
            <Field<string> name="product_id">
              {({ input, meta }) => <FormField label="Product number" inputMode="numeric" {...input} error={shownError(meta)} />}
            </Field>
            <Field<string> name="flash_price">
              {({ input, meta }) => <FormField label="Flash price (NPR)" hint="Below the product's price now." inputMode="decimal" {...input} error={shownError(meta)} />}
            </Field>
            <Field<string> name="quantity">
              {({ input, meta }) => <FormField label="Units on sale" hint="At most its stock; empty for no limit." inputMode="numeric" {...input} error={shownError(meta)} />}
            </Field>
          </div>
          <SubmitButton submitting={submitting} label="Add or change the product" />
        </form>
      )}
    />
  );
}

function NewSale() {
  return (
    <NewPromotion
      title="New flash sale"
      heading="The sale"
      headingId="ad-sale-form"
      list={{ to: '/promotions/flash-sales', label: 'All flash sales' }}
      apiPath="flash-sales"
      answerKey="flash_sale"
      form={(create) => <SaleForm initial={EMPTY} submitLabel="Create the flash sale" onSave={(v) => create(asInput(v))} />}
    />
  );
}

function EditSale({ id }: { id: string }) {
  const { data, error, loading, reload } = useLoad<{ flash_sale: FlashSale; products: SaleProduct[]; timeline: AuditRow[] }>(`flash-sales/${encodeURIComponent(id)}`);
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const [notice, setNotice] = useState<Notice>(created ? { tone: 'success', text: 'Flash sale created. Now add its products.' } : null);
  const s = data?.flash_sale;
  const call = async (path: string, method: 'PATCH' | 'POST' | 'DELETE', body: Record<string, unknown> | undefined, done: string) => {
    let ok = false;
    try {
      await api(path, { method, body });
      setNotice({ tone: 'success', text: done });
      ok = true;
    } catch (err) {
      setNotice({ tone: 'danger', text: refusal(err) });
    }
    reload();
    return ok;
  };
  const columns: readonly Column<SaleProduct>[] = [
    {
      key: 'name',
      header: 'Product',
      cell: (p) => (
        <>
          <a href={productPath(p.name, p.product_id)} target="_blank" rel="noreferrer">
            {p.name}
          </a>
          <br />
          <span className="ad-muted">
            #{p.product_id} · {p.model_number}
            {p.shown ? '' : ' · hidden'}
          </span>
        </>
      ),
    },
    { key: 'price', header: 'Price now', numeric: true, cell: (p) => formatMoney(p.selling_price) },
    { key: 'flash', header: 'Flash price', numeric: true, cell: (p) => formatMoney(p.flash_price) },
    { key: 'quantity', header: 'Units on sale', numeric: true, cell: (p) => (p.quantity === null ? 'No limit' : p.quantity.toLocaleString('en-IN')) },
    { key: 'sold', header: 'Sold at the flash price', numeric: true, cell: (p) => p.sold.toLocaleString('en-IN') },
    { key: 'stock', header: 'Stock', numeric: true, cell: (p) => p.stock.toLocaleString('en-IN') },
    {
      key: 'remove',
      header: 'Remove',
      cell: (p) => (
        <button
          type="button"
          className="ad-button ad-button--quiet"
          aria-label={`Remove ${p.name} from the sale`}
          onClick={() => void call(`flash-sales/${s!.id}/products/${p.product_id}?version=${s!.version}`, 'DELETE', undefined, `${p.name} removed: shoppers pay its own price again.`)}
        >
          Remove
        </button>
      ),
    },
  ];
  return (
    <Page title={s ? s.title : `Flash sale #${id}`} error={error} loading={loading} actions={<Link to="/promotions/flash-sales">All flash sales</Link>}>
      <PromotionTabs />
      <NoticeBox notice={notice} />
      {s && data ? (
        <>
          <div className="ad-detail">
            <section className="ad-card" aria-labelledby="ad-sale-form">
              <h2 id="ad-sale-form" className="ad-card__title">
                The sale
              </h2>
              <p className="ad-actions">
                <StateBadge state={s.state} />
                <SwitchButton
                  on={!!s.status}
                  onClick={() => void call(`flash-sales/${s.id}`, 'PATCH', { status: s.status ? 0 : 1, version: s.version }, s.status ? 'Switched off: shoppers pay the usual prices.' : 'Switched on: shoppers see it between its times.')}
                />
              </p>
              <SaleForm
                key={s.version}
                initial={toValues(s)}
                submitLabel="Save"
                onSave={async (v) => {
                  const change = changedFields(asInput, toValues(s), v);
                  if (change) await call(`flash-sales/${s.id}`, 'PATCH', { ...change, version: s.version }, SAVED_TEXT);
                  else setNotice(NOTHING_CHANGED);
                }}
              />
            </section>
            <section className="ad-card" aria-labelledby="ad-sale-add">
              <h2 id="ad-sale-add" className="ad-card__title">
                Add or change a product
              </h2>
              <ProductForm
                version={s.version}
                onSave={(body) => call(`flash-sales/${s.id}/products`, 'POST', body, 'Saved. Shoppers see the flash price while the sale runs.')}
              />
            </section>
          </div>
          <h2 className="ad-section-title">Its products</h2>
          <DataTable caption="Products in this flash sale" columns={columns} rows={data.products} rowKey={(p) => p.product_id} empty="No products yet: add them above." />
          <section className="ad-card" aria-labelledby="ad-sale-timeline">
            <h2 id="ad-sale-timeline" className="ad-card__title">
              Changes
            </h2>
            <Timeline entries={data.timeline.map(promotionEntry)} />
          </section>
        </>
      ) : null}
    </Page>
  );
}

/** /promotions/flash-sales/new: a new sale; /promotions/flash-sales/{id}: one sale, its products and its changes. */
export function FlashSalePage() {
  const { id = 'new' } = useParams();
  return id === 'new' ? <NewSale /> : <EditSale key={id} id={id} />;
}
