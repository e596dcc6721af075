import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { Link, useLocation, useParams } from 'react-router-dom';
import { formatMoney } from '../../../shared/domain/money';
import { productPath } from '../../../shared/domain/slug';
import { shownError } from '../../../shared/ui/final-form';
import { FormField } from '../../../shared/ui/FormField';
import { SelectField } from '../../../shared/ui/SelectField';
import { firstErrors } from '../../../shared/validation/form';
import { couponSchema, PROMOTION_LIMITS } from '../../../shared/validation/promotions';
import { api } from '../../app/api';
import { useLoad } from '../../app/useLoad';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { refusal } from '../../ui/StatusChange';
import { Timeline, type AuditRow } from '../../ui/Timeline';
import { discountText, type Coupon } from './CouponsPage';
import { changedFields, NewPromotion, NOTHING_CHANGED, SAVED_TEXT, SubmitButton, SwitchButton, SwitchedOnField } from './promotion-form';
import { amountOf, fromNepalInput, PromotionTabs, promotionEntry, StateBadge, toNepalInput } from './promotion-ui';

interface CouponProduct {
  id: number;
  name: string;
  model_number: string;
  price: number;
  selling_price: number;
  status: number;
}

/** The form's values: what the inputs hold (text), read as the API's values when sent. */
interface CouponValues {
  code: string;
  coupon_desc: string;
  option: string;
  /** The percent or the amount, as the option says. */
  value: string;
  mrp_or_mop: string;
  scope: string;
  product_ids: string;
  min_cart: string;
  max_discount: string;
  valid_from: string;
  valid_until: string;
  usage_limit: string;
  usage_limit_per_user: string;
  first_order_only: string;
  status: string;
}

const text = (n: number | null) => (n === null ? '' : String(n));

const EMPTY: CouponValues = {
  code: '',
  coupon_desc: '',
  option: 'P',
  value: '',
  mrp_or_mop: 'MOP',
  scope: 'cart',
  product_ids: '',
  min_cart: '0',
  max_discount: '',
  valid_from: '',
  valid_until: '',
  usage_limit: '',
  usage_limit_per_user: '1',
  first_order_only: '0',
  status: '1',
};

const toValues = (c: Coupon): CouponValues => ({
  code: c.code,
  coupon_desc: c.coupon_desc,
  option: c.option,
  value: text(c.option === 'P' ? c.percent : c.amount),
  mrp_or_mop: c.mrp_or_mop,
  scope: c.scope,
  product_ids: c.product_ids.join(', '),
  min_cart: String(c.min_cart),
  max_discount: text(c.max_discount),
  valid_from: toNepalInput(c.valid_from),
  valid_until: toNepalInput(c.valid_until),
  usage_limit: text(c.usage_limit),
  usage_limit_per_user: String(c.usage_limit_per_user),
  first_order_only: c.first_order_only ? '1' : '0',
  status: String(c.status),
});

/** The values as the API takes them (POST /coupons, and PATCH with what changed). */
function asInput(v: CouponValues): Record<string, unknown> {
  const ids = v.product_ids.split(/[\s,]+/).filter((s) => s !== '').map(Number);
  return {
    code: v.code.trim(),
    coupon_desc: v.coupon_desc,
    option: v.option,
    percent: v.option === 'P' ? amountOf(v.value) : null,
    amount: v.option === 'F' ? amountOf(v.value) : null,
    mrp_or_mop: v.mrp_or_mop,
    scope: v.scope,
    product_ids: v.scope === 'product' ? ids : [],
    min_cart: amountOf(v.min_cart) ?? 0,
    max_discount: amountOf(v.max_discount),
    valid_from: fromNepalInput(v.valid_from),
    valid_until: fromNepalInput(v.valid_until),
    usage_limit: amountOf(v.usage_limit),
    usage_limit_per_user: amountOf(v.usage_limit_per_user),
    first_order_only: v.first_order_only === '1',
    status: Number(v.status),
  };
}

/** The schema's messages on the form's fields (percent and amount share one input; a product list one). */
async function validate(v: CouponValues): Promise<Record<string, string>> {
  const errors = await firstErrors(couponSchema, asInput(v));
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key === 'percent' || key === 'amount' ? 'value' : key.startsWith('product_ids') ? 'product_ids' : key;
    if (!(field in out)) out[field] = message;
  }
  return out;
}

const YES_NO = [
  { value: '1', label: 'Yes' },
  { value: '0', label: 'No' },
];

function CouponForm({ initial, submitLabel, onSave }: { initial: CouponValues; submitLabel: string; onSave(values: CouponValues): Promise<void> }) {
  return (
    <Form<CouponValues>
      initialValues={initial}
      validate={validate}
      onSubmit={onSave}
      render={({ handleSubmit, submitting, values }) => (
        <form onSubmit={handleSubmit} noValidate className="ad-form" aria-labelledby="ad-coupon-form">
          <div className="ad-form__row">
            <Field<string> name="code">
              {({ input, meta }) => (
                <FormField label="Code" hint="Letters, digits, dashes or underscores; shoppers type it in any case." maxLength={40} autoCapitalize="characters" {...input} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="coupon_desc">
              {({ input, meta }) => (
                <FormField label="Description for shoppers" hint="Shown beside the code in the cart and on product pages." maxLength={PROMOTION_LIMITS.description} {...input} error={shownError(meta)} />
              )}
            </Field>
          </div>
          <div className="ad-form__row">
            <Field<string> name="option">
              {({ input, meta }) => (
                <SelectField
                  label="Kind of discount"
                  {...input}
                  options={[
                    { value: 'P', label: 'A percent off' },
                    { value: 'F', label: 'A fixed amount off' },
                  ]}
                  error={shownError(meta)}
                />
              )}
            </Field>
            <Field<string> name="value">
              {({ input, meta }) => (
                <FormField
                  label={values.option === 'F' ? 'Amount off (NPR)' : 'Percent off'}
                  hint={values.option === 'F' ? (values.scope === 'product' ? 'Taken off each unit of the products.' : 'Taken off the cart once.') : 'Above 0, at most 100.'}
                  inputMode="decimal"
                  {...input}
                  error={shownError(meta)}
                />
              )}
            </Field>
            <Field<string> name="mrp_or_mop">
              {({ input, meta }) => (
                <SelectField
                  label="Computed on"
                  {...input}
                  options={[
                    { value: 'MOP', label: 'The selling price (MOP)' },
                    { value: 'MRP', label: 'The list price (MRP)' },
                  ]}
                  error={shownError(meta)}
                />
              )}
            </Field>
            <Field<string> name="max_discount">
              {({ input, meta }) => <FormField label="Largest discount (NPR)" hint="Leave empty for no cap." inputMode="decimal" {...input} error={shownError(meta)} />}
            </Field>
          </div>
          <div className="ad-form__row">
            <Field<string> name="scope">
              {({ input, meta }) => (
                <SelectField
                  label="Applies to"
                  {...input}
                  options={[
                    { value: 'cart', label: 'The whole cart' },
                    { value: 'product', label: 'Some products' },
                  ]}
                  error={shownError(meta)}
                />
              )}
            </Field>
            {values.scope === 'product' ? (
              <Field<string> name="product_ids">
                {({ input, meta }) => <FormField label="Product numbers" hint="Separated by commas, such as 12, 40, 311." inputMode="numeric" {...input} error={shownError(meta)} />}
              </Field>
            ) : null}
            <Field<string> name="min_cart">
              {({ input, meta }) => <FormField label="Minimum cart total (NPR)" hint="0 for none." inputMode="decimal" {...input} error={shownError(meta)} />}
            </Field>
          </div>
          <div className="ad-form__row">
            <Field<string> name="valid_from">
              {({ input, meta }) => <FormField label="Starts (Nepal time)" type="datetime-local" {...input} error={shownError(meta)} />}
            </Field>
            <Field<string> name="valid_until">
              {({ input, meta }) => <FormField label="Ends (Nepal time)" type="datetime-local" {...input} error={shownError(meta)} />}
            </Field>
          </div>
          <div className="ad-form__row">
            <Field<string> name="usage_limit">
              {({ input, meta }) => <FormField label="Uses in all" hint="Leave empty for no limit." inputMode="numeric" {...input} error={shownError(meta)} />}
            </Field>
            <Field<string> name="usage_limit_per_user">
              {({ input, meta }) => <FormField label="Uses per shopper" inputMode="numeric" {...input} error={shownError(meta)} />}
            </Field>
            <Field<string> name="first_order_only">
              {({ input, meta }) => <SelectField label="First order only" hint="Refused to a shopper with a paid order." {...input} options={YES_NO} error={shownError(meta)} />}
            </Field>
            <SwitchedOnField />
          </div>
          <SubmitButton submitting={submitting} label={submitLabel} />
        </form>
      )}
    />
  );
}

function NewCoupon() {
  return (
    <NewPromotion
      title="New coupon"
      heading="The coupon"
      headingId="ad-coupon-form"
      list={{ to: '/promotions/coupons', label: 'All coupons' }}
      apiPath="coupons"
      answerKey="coupon"
      form={(create) => <CouponForm initial={EMPTY} submitLabel="Create the coupon" onSave={(v) => create(asInput(v))} />}
    />
  );
}

function EditCoupon({ id }: { id: string }) {
  const { data, error, loading, reload } = useLoad<{ coupon: Coupon; products: CouponProduct[]; timeline: AuditRow[] }>(`coupons/${encodeURIComponent(id)}`);
  const created = (useLocation().state as { created?: boolean } | null)?.created;
  const [notice, setNotice] = useState<Notice>(created ? { tone: 'success', text: 'Coupon created. Shoppers can use it from its start.' } : null);
  const c = data?.coupon;
  const save = async (body: Record<string, unknown>, done: string) => {
    try {
      await api(`coupons/${c!.id}`, { method: 'PATCH', body: { ...body, version: c!.version } });
      setNotice({ tone: 'success', text: done });
    } catch (err) {
      setNotice({ tone: 'danger', text: refusal(err) });
    }
    reload();
  };
  return (
    <Page title={c ? `Coupon ${c.code}` : `Coupon #${id}`} error={error} loading={loading} actions={<Link to="/promotions/coupons">All coupons</Link>}>
      <PromotionTabs />
      <NoticeBox notice={notice} />
      {c && data ? (
        <div className="ad-detail">
          <section className="ad-card" aria-labelledby="ad-coupon-form">
            <h2 id="ad-coupon-form" className="ad-card__title">
              The coupon
            </h2>
            <p className="ad-actions">
              <StateBadge state={c.state} />
              <span>{discountText(c)}</span>
              <span className="ad-muted">
                Used {c.used_count.toLocaleString('en-IN')} time{c.used_count === 1 ? '' : 's'}
              </span>
            </p>
            <p className="ad-actions">
              <SwitchButton
                on={!!c.status}
                onClick={() => void save({ status: c.status ? 0 : 1 }, c.status ? 'Switched off: shoppers can no longer apply it.' : 'Switched on: shoppers can apply it while it is valid.')}
              />
            </p>
            <CouponForm
              key={c.version}
              initial={toValues(c)}
              submitLabel="Save"
              onSave={async (v) => {
                const change = changedFields(asInput, toValues(c), v);
                if (change) await save(change, SAVED_TEXT);
                else setNotice(NOTHING_CHANGED);
              }}
            />
          </section>
          <div>
            {data.products.length ? (
              <section className="ad-card" aria-labelledby="ad-coupon-products">
                <h2 id="ad-coupon-products" className="ad-card__title">
                  Its products
                </h2>
                <ul>
                  {data.products.map((p) => (
                    <li key={p.id}>
                      <a href={productPath(p.name, p.id)} target="_blank" rel="noreferrer">
                        {p.name}
                      </a>{' '}
                      <span className="ad-muted">
                        #{p.id} · {p.model_number} · {formatMoney(p.selling_price)}
                        {p.status ? '' : ' · hidden'}
                      </span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section className="ad-card" aria-labelledby="ad-coupon-timeline">
              <h2 id="ad-coupon-timeline" className="ad-card__title">
                Changes
              </h2>
              <Timeline entries={data.timeline.map(promotionEntry)} />
            </section>
          </div>
        </div>
      ) : null}
    </Page>
  );
}

/** /promotions/coupons/new: a new coupon; /promotions/coupons/{id}: one coupon, its edit and its changes. */
export function CouponPage() {
  const { id = 'new' } = useParams();
  return id === 'new' ? <NewCoupon /> : <EditCoupon key={id} id={id} />;
}
