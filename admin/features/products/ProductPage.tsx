import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { productPath } from '../../../shared/domain/slug';
import { shownError } from '../../../shared/ui/final-form';
import { FormField } from '../../../shared/ui/FormField';
import { SelectField } from '../../../shared/ui/SelectField';
import { firstErrors } from '../../../shared/validation/form';
import { productPatchSchema } from '../../../shared/validation/staff';
import { api } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { refusal } from '../../ui/StatusChange';
import { auditEntry, Timeline, type AuditRow } from '../../ui/Timeline';

interface Product {
  id: number;
  name: string;
  model_number: string;
  price: number;
  discount_price: number | null;
  stock: number;
  status: number;
  version: number;
}

/** The form's values: what the inputs hold (text), read as numbers when sent. */
interface ProductValues {
  price: string;
  discount_price: string;
  stock: string;
  status: string;
}

const toValues = (p: Product): ProductValues => ({
  price: String(p.price),
  discount_price: p.discount_price === null ? '' : String(p.discount_price),
  stock: String(p.stock),
  status: String(p.status),
});

/** Only what changed, as the API takes it (an emptied discount price removes the discount). */
function changes(p: Product, v: ProductValues): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  if (Number(v.price) !== p.price) out.price = Number(v.price);
  const discount = v.discount_price.trim() === '' ? null : Number(v.discount_price);
  if (discount !== p.discount_price) out.discount_price = discount;
  if (Number(v.stock) !== p.stock) out.stock = Number(v.stock);
  if (Number(v.status) !== p.status) out.status = Number(v.status);
  return out;
}

const asInput = (v: ProductValues, version: number) => ({
  price: v.price.trim() === '' ? undefined : Number(v.price),
  discount_price: v.discount_price.trim() === '' ? null : Number(v.discount_price),
  stock: v.stock.trim() === '' ? undefined : Number(v.stock),
  status: Number(v.status),
  version,
});

export function ProductPage() {
  const { id } = useParams();
  const { data, error, loading, reload } = useLoad<{ product: Product; timeline: AuditRow[] }>(`products/${encodeURIComponent(id ?? '')}`);
  const [notice, setNotice] = useState<Notice>(null);
  const p = data?.product;
  return (
    <Page title={p ? p.name : `Product #${id}`} error={error} loading={loading} actions={<Link to="/products">All products</Link>}>
      <NoticeBox notice={notice} />
      {p && data ? (
        <div className="ad-detail">
          <section className="ad-card" aria-labelledby="ad-product-edit">
            <h2 id="ad-product-edit" className="ad-card__title">
              Price, stock and visibility
            </h2>
            <p className="ad-muted">
              #{p.id} · {p.model_number} ·{' '}
              <a href={productPath(p.name, p.id)} target="_blank" rel="noreferrer">
                View in the store
              </a>
            </p>
            <Form<ProductValues>
              key={p.version}
              initialValues={toValues(p)}
              validate={(v) => firstErrors(productPatchSchema, asInput(v, p.version))}
              onSubmit={async (v) => {
                const change = changes(p, v);
                if (!Object.keys(change).length) {
                  setNotice({ tone: 'danger', text: 'Nothing changed: edit a price, the stock or the visibility first.' });
                  return;
                }
                try {
                  await api(`products/${p.id}`, { method: 'PATCH', body: { ...change, version: p.version } });
                  setNotice({ tone: 'success', text: 'Saved. Shoppers see the change on their next page load.' });
                } catch (err) {
                  setNotice({ tone: 'danger', text: refusal(err) });
                }
                reload();
              }}
              render={({ handleSubmit, submitting }) => (
                <form onSubmit={handleSubmit} noValidate className="ad-form" aria-labelledby="ad-product-edit">
                  <div className="ad-form__row">
                    <Field<string> name="price">
                      {({ input, meta }) => <FormField label="Price (NPR)" inputMode="decimal" {...input} error={shownError(meta)} />}
                    </Field>
                    <Field<string> name="discount_price">
                      {({ input, meta }) => (
                        <FormField label="Discount price (NPR)" hint="Leave empty for no discount." inputMode="decimal" {...input} error={shownError(meta)} />
                      )}
                    </Field>
                    <Field<string> name="stock">
                      {({ input, meta }) => <FormField label="Stock (units)" inputMode="numeric" {...input} error={shownError(meta)} />}
                    </Field>
                    <Field<string> name="status">
                      {({ input, meta }) => (
                        <SelectField
                          label="Shown to shoppers"
                          {...input}
                          options={[
                            { value: '1', label: 'Shown' },
                            { value: '0', label: 'Hidden' },
                          ]}
                          error={shownError(meta)}
                        />
                      )}
                    </Field>
                  </div>
                  <p className="ad-hint">
                    Now: {formatMoney(p.discount_price ?? p.price)}
                    {p.discount_price !== null ? ` (was ${formatMoney(p.price)})` : ''}, {p.stock.toLocaleString('en-IN')} in stock.
                  </p>
                  <button type="submit" className="ad-button ad-button--primary" disabled={submitting}>
                    {submitting ? 'Saving…' : 'Save'}
                  </button>
                </form>
              )}
            />
          </section>
          <section className="ad-card" aria-labelledby="ad-product-timeline">
            <h2 id="ad-product-timeline" className="ad-card__title">
              Changes
            </h2>
            <Timeline entries={data.timeline.map(auditEntry)} />
          </section>
        </div>
      ) : null}
    </Page>
  );
}
