import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { productPath } from '../../../shared/domain/slug';
import { shownError } from '../../../shared/ui/final-form';
import { FormField } from '../../../shared/ui/FormField';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { PRODUCT_TYPES } from '../../../shared/validation/staff';
import { api } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { refusal } from '../../ui/StatusChange';
import { auditEntry, Timeline, type AuditRow } from '../../ui/Timeline';
import { changes, productErrors, toValues, type Product, type ProductValues } from './product-form';
import { ProductPhotos, type Photo } from './ProductPhotos';

const yesNo = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

function TextInput({ name, label, hint, inputMode }: { name: keyof ProductValues; label: string; hint?: string; inputMode?: 'decimal' | 'numeric' }) {
  return <Field<string> name={name}>{({ input, meta }) => <FormField label={label} hint={hint} inputMode={inputMode} {...input} error={shownError(meta)} />}</Field>;
}

function Choice({ name, label, options }: { name: keyof ProductValues; label: string; options: { value: string; label: string }[] }) {
  return <Field<string> name={name}>{({ input, meta }) => <SelectField label={label} {...input} options={options} error={shownError(meta)} />}</Field>;
}

export function ProductPage() {
  const { id } = useParams();
  const { data, error, loading, reload } = useLoad<{ product: Product; images: Photo[]; timeline: AuditRow[] }>(`products/${encodeURIComponent(id ?? '')}`);
  const [notice, setNotice] = useState<Notice>(null);
  const p = data?.product;
  return (
    <Page title={p ? p.name : `Product #${id}`} error={error} loading={loading} actions={<Link to="/products">All products</Link>}>
      <NoticeBox notice={notice} />
      {p && data ? (
        <div className="ad-detail">
          <section className="ad-card" aria-labelledby="ad-product-edit">
            <h2 id="ad-product-edit" className="ad-card__title">
              Product details
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
              validate={(v) => productErrors(v, p.version)}
              onSubmit={async (v) => {
                const change = changes(p, v);
                if (!Object.keys(change).length) {
                  setNotice({ tone: 'danger', text: 'Nothing changed: edit a field first.' });
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
                    <TextInput name="name" label="Name" />
                    <TextInput name="model_number" label="Model number" />
                    <TextInput name="price" label="Price (NPR)" inputMode="decimal" />
                    <TextInput name="discount_price" label="Discount price (NPR)" hint="Leave empty for no discount." inputMode="decimal" />
                    <TextInput name="stock" label="Stock (units)" inputMode="numeric" />
                    <Choice name="status" label="Shown to shoppers" options={[{ value: '1', label: 'Shown' }, { value: '0', label: 'Hidden' }]} />
                    <Choice name="is_new" label="Marked new" options={yesNo} />
                    <Choice name="product_type" label="Product type" options={PRODUCT_TYPES.map((t) => ({ value: t, label: t }))} />
                    <Choice name="is_service" label="A service" options={yesNo} />
                    <Choice name="prepayment" label="Pre-booking (prepayment)" options={yesNo} />
                    <TextInput name="prepayment_value" label="Prepayment (NPR)" hint="Paid to pre-book; empty when there is no pre-booking." inputMode="decimal" />
                  </div>
                  <Field<string> name="specifications">
                    {({ input, meta }) => (
                      <TextAreaField label="Specifications" hint="One per line, as Name: value (Capacity: 253 L). Shown on the product page in this order." rows={8} {...input} error={shownError(meta)} />
                    )}
                  </Field>
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
          <ProductPhotos productId={p.id} productName={p.name} photos={data.images} onChanged={reload} />
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
