import { useMemo, useState } from 'react';
import { Field, Form, useField, useForm } from 'react-final-form';
import { Link, Navigate } from 'react-router-dom';
import type { SessionUser } from '../../../shared/api/account';
import { isOk } from '../../../shared/api/client';
import { postCheckoutFlexipay, type EmiBank, type FlexiPayCheckoutData } from '../../../shared/api/checkout';
import { monthlyInstalment } from '../../../shared/domain/emi';
import { productPath } from '../../../shared/domain/slug';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { LoadingOverlay } from '../../../shared/ui/LoadingOverlay';
import { Modal } from '../../../shared/ui/Modal';
import { SafeHtml } from '../../../shared/ui/SafeHtml';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { usePageRestored } from '../../../shared/ui/usePageRestored';
import { firstErrors } from '../../../shared/validation/form';
import { TEXT_LIMITS as L } from '../../../shared/validation/limits';
import { useAppDeps } from '../../app/deps';
import { shownError } from '../../../shared/ui/final-form';
import { titleHead } from '../../app/head/heads';
import { PageHead } from '../../app/head/PageHead';
import { useAppSelector } from '../../app/hooks';
import { LOCATION_ID_FIELDS, LocationFields } from '../checkout/LocationFields';
import { selectUser } from '../session/selectors';
import { browser } from './browser';
import { findPlan, flexiFormSchema, initialValues, toPayload, type FlexiValues } from './form';
import { FLEXIPAY_PATHS as PATHS, FLEXIPAY_TEXT as T } from './messages';
import { useFlexiPayState } from './useFlexiPayState';
import { useAreaPricing } from './useAreaPricing';
import './FlexiPay.css';
import { formatNpr, formatMoney } from '../../../shared/domain/money';


/** /checkout-flexi-pay/: a guest is sent to /user/login (spec part 3 §6). */
export function FlexiPayPage() {
  const user = useAppSelector(selectUser);
  if (!user) return <Navigate to={PATHS.login} replace />;
  return (
    <>
      <PageHead head={titleHead(T.title)} />
      <FlexiPayCheckout user={user} />
    </>
  );
}

function FlexiPayCheckout({ user }: { user: SessionUser }) {
  const state = useFlexiPayState(user);
  return (
    <div className="cg-flexi">
      <h1 className="cg-flexi__title">{T.title}</h1>
      {state.kind === 'loading' ? <div className="cg-flexi__skeleton" aria-hidden="true" /> : null}
      {state.kind === 'unavailable' ? (
        <div className="cg-flexi__card cg-flexi__unavailable">
          <Alert tone="danger">{state.message}</Alert>
          <Link className="cg-flexi__button" to={PATHS.cart}>
            {T.goToCart}
          </Link>
        </div>
      ) : null}
      {state.kind === 'ready' ? <FlexiPayForm banks={state.banks} data={state.data} initial={initialValues(state.profile)} /> : null}
    </div>
  );
}

interface FormProps {
  banks: EmiBank[];
  data: FlexiPayCheckoutData;
  initial: FlexiValues;
}

function FlexiPayForm({ banks, data: loaded, initial }: FormProps) {
  const { api } = useAppDeps();
  const [data, repriceForArea] = useAreaPricing(loaded);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Prefilled once: later profile or session changes must not reset what the shopper typed.
  const [initialValues] = useState(initial);
  // Back from the bank's page (back-forward cache): the form as it was left, usable again.
  usePageRestored(() => setBusy(false));

  const onSubmit = async (values: FlexiValues) => {
    const { period } = findPlan(banks, values);
    if (!period) return;
    setError(null);
    setBusy(true);
    const r = await postCheckoutFlexipay(api, toPayload(values, data, period));
    if (isOk(r) && r.payment_gateway_url) {
      browser.assign(r.payment_gateway_url);
      return;
    }
    setBusy(false);
    setError(r?.message || T.unexpected);
  };

  return (
    <Form<FlexiValues> onSubmit={onSubmit} initialValues={initialValues} validate={(v) => firstErrors(flexiFormSchema, v)}>
      {({ handleSubmit, values }) => {
        const { bank, period } = findPlan(banks, values);
        const monthly = period ? monthlyInstalment(data.grand_total, period.months) : null;
        return (
          <form className="cg-flexi__grid" onSubmit={handleSubmit} noValidate aria-label={T.title}>
            <div className="cg-flexi__main">
              <section className="cg-flexi__card" aria-labelledby="flexi-intro">
                <h2 id="flexi-intro" className="cg-flexi__heading">
                  {T.declarationTitle}
                </h2>
                <p className="cg-flexi__intro">{T.intro}</p>
                <ul className="cg-flexi__declaration">
                  {T.declaration.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </section>

              <section className="cg-flexi__card" aria-labelledby="flexi-plan">
                <h2 id="flexi-plan" className="cg-flexi__heading">
                  {T.planTitle}
                </h2>
                <BankChoice banks={banks} />
                <PeriodChoice bank={bank} />
                {monthly != null && period ? (
                  <p className="cg-flexi__instalment" aria-live="polite">
                    <span>{T.monthlyInstalment}</span>
                    <strong data-testid="monthly-instalment">{T.perMonth(formatNpr(monthly, { decimals: 2 }))}</strong>
                    <span className="cg-flexi__muted">
                      {formatMoney(data.grand_total)} ÷ {T.months(period.months)}
                    </span>
                  </p>
                ) : null}
                {bank ? <Terms bank={bank} /> : null}
              </section>

              {period ? (
                <>
                  <section className="cg-flexi__card" aria-labelledby="flexi-card">
                    <h2 id="flexi-card" className="cg-flexi__heading">
                      {T.cardTitle}
                    </h2>
                    <div className="cg-flexi__fields">
                      <TextInput name="account_holder" label={T.accountHolder} autoComplete="cc-name" maxLength={L.name} />
                      <TextInput name="account_holder_mobile" label={T.accountHolderMobile} type="tel" inputMode="numeric" autoComplete="tel" />
                      <TextInput name="account_holder_email" label={T.accountHolderEmail} type="email" autoComplete="email" maxLength={L.email} />
                      <TextInput name="account_holder_address" label={T.accountHolderAddress} autoComplete="street-address" maxLength={L.address} />
                      <TextInput
                        name="first_six_card_number"
                        label={T.firstSix}
                        inputMode="numeric"
                        maxLength={6}
                        autoComplete="off"
                        hint={T.firstSixHint}
                      />
                      <TextInput name="expiry_date" label={T.expiry} placeholder={T.expiryHint} maxLength={5} autoComplete="cc-exp" hint={T.expiryHint} />
                    </div>
                  </section>

                  <section className="cg-flexi__card" aria-labelledby="flexi-shipping">
                    <h2 id="flexi-shipping" className="cg-flexi__heading">
                      {T.shippingTitle}
                    </h2>
                    <div className="cg-flexi__fields">
                      <TextInput name="name" label={T.name} autoComplete="name" maxLength={L.name} />
                      <TextInput name="mobile" label={T.mobile} type="tel" autoComplete="tel" />
                      <TextInput name="email" label={T.email} type="email" autoComplete="email" maxLength={L.email} />
                      <LocationFields
                        names={LOCATION_ID_FIELDS}
                        labels={{ province: T.province, city: T.city, area: T.area }}
                        placeholders={{ province: T.selectPlace(T.province), city: T.selectPlace(T.city), area: T.selectPlace(T.area) }}
                        autoComplete
                        onAreaChange={repriceForArea}
                      />
                      <TextInput name="address" label={T.address} autoComplete="street-address" maxLength={L.address} />
                      <NoteInput />
                    </div>
                  </section>
                </>
              ) : null}

              {error ? (
                <Alert tone="danger" className="cg-flexi__error">
                  {error}
                </Alert>
              ) : null}
              <button type="submit" className="cg-flexi__button cg-flexi__submit" disabled={busy}>
                {T.submit}
              </button>
            </div>
            <aside className="cg-flexi__aside">
              <Summary data={data} monthly={monthly} months={period?.months ?? null} />
            </aside>
            <LoadingOverlay active={busy} label={T.processing} />
          </form>
        );
      }}
    </Form>
  );
}

/** The bank select: one radio card per bank, with its logo. Changing the bank keeps a chosen period length when the new bank has it. */
function BankChoice({ banks }: { banks: EmiBank[] }) {
  const form = useForm<FlexiValues>();
  const { input, meta } = useField<string>('bank_id', { subscription: { value: true, error: true, submitFailed: true } });
  const error = shownError(meta);
  const choose = (id: string) => {
    const values = form.getState().values;
    const { period } = findPlan(banks, values);
    const next = banks.find((b) => String(b.id) === id);
    const same = period && next ? next.emi_periods.find((p) => p.months === period.months) : undefined;
    form.batch(() => {
      form.change('bank_id', id);
      form.change('emi_duration_id', same ? String(same.id) : '');
    });
  };
  return (
    <fieldset className="cg-flexi__banks" aria-describedby={error ? 'flexi-bank-error' : undefined}>
      <legend className="cg-flexi__legend">{T.bank}</legend>
      <div className="cg-flexi__bank-list">
        {banks.map((b) => {
          const id = String(b.id);
          return (
            <label key={b.id} className={`cg-flexi__bank${input.value === id ? ' cg-flexi__bank--on' : ''}`}>
              <input type="radio" name="bank_id" value={id} checked={input.value === id} onChange={() => choose(id)} />
              {b.bank_logo ? <img src={b.bank_logo} alt="" width={120} height={40} loading="lazy" /> : null}
              <span>{b.bank_name}</span>
            </label>
          );
        })}
      </div>
      {error ? (
        <p id="flexi-bank-error" className="cg-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function PeriodChoice({ bank }: { bank: EmiBank | null }) {
  const options = useMemo(() => (bank?.emi_periods ?? []).map((p) => ({ value: String(p.id), label: p.name || T.months(p.months) })), [bank]);
  return (
    <Field<string> name="emi_duration_id">
      {({ input, meta }) => (
        <SelectField
          label={T.period}
          placeholder={T.selectPeriod}
          options={options}
          name={input.name}
          value={input.value}
          onChange={(e) => input.onChange(e.target.value)}
          onBlur={input.onBlur}
          error={shownError(meta)}
          disabled={!bank}
        />
      )}
    </Field>
  );
}

function Terms({ bank }: { bank: EmiBank }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="cg-flexi__terms">
      <Field<boolean> name="terms" type="checkbox">
        {({ input }) => (
          <label className="cg-flexi__check">
            <input type="checkbox" name={input.name} checked={!!input.checked} onChange={input.onChange} onBlur={input.onBlur} onFocus={input.onFocus} />
            <span>{T.termsAgree}</span>
          </label>
        )}
      </Field>
      <button type="button" className="cg-flexi__link" onClick={() => setOpen(true)}>
        {T.termsLink}
      </button>
      <Modal open={open} title={T.termsTitle(bank.bank_name)} onClose={() => setOpen(false)} className="cg-flexi__terms-modal">
        <SafeHtml html={bank.terms_and_condition} className="cg-flexi__terms-text" />
      </Modal>
    </div>
  );
}

interface TextInputProps {
  name: keyof FlexiValues;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'text' | 'tel' | 'email';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  hint?: string;
}

function TextInput({ name, label, type = 'text', hint, ...rest }: TextInputProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FormField
          {...rest}
          label={label}
          type={type}
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          error={shownError(meta)}
          hint={hint}
        />
      )}
    </Field>
  );
}

function NoteInput() {
  return (
    <Field<string> name="customer_note">
      {({ input, meta }) => (
        <TextAreaField
          id="flexi-note"
          label={T.customerNote}
          className="cg-flexi__wide"
          rows={3}
          maxLength={L.note}
          {...input}
          error={shownError(meta)}
        />
      )}
    </Field>
  );
}

function Summary({ data, monthly, months }: { data: FlexiPayCheckoutData; monthly: number | null; months: number | null }) {
  return (
    <section className="cg-flexi__card" aria-labelledby="flexi-summary">
      <h2 id="flexi-summary" className="cg-flexi__heading">
        {T.summaryTitle}
      </h2>
      <ul className="cg-flexi__items">
        {data.cart_items.map((item) => (
          <li key={item.product_id} className="cg-flexi__item">
            <img src={item.product_img} alt="" width={64} height={64} loading="lazy" />
            <div>
              <Link to={productPath(item.product_name, item.product_id)} className="cg-flexi__item-name">
                {item.product_name}
              </Link>
              <p className="cg-flexi__muted">{T.qty(item.qty)}</p>
              {item.free ? <p className="cg-flexi__muted">{T.free(item.free.name)}</p> : null}
              {item.coupon_discount ? <p className="cg-flexi__muted">{T.coupon(item.coupon_discount.coupon)}</p> : null}
            </div>
            <strong className="cg-flexi__price">{formatMoney(item.total)}</strong>
          </li>
        ))}
      </ul>
      <dl className="cg-flexi__totals">
        <div>
          <dt>{T.deliveryCharge}</dt>
          <dd>{data.delivery_charge ? formatMoney(data.delivery_charge) : T.deliveryFree}</dd>
        </div>
        <div>
          <dt>{T.grandTotal}</dt>
          <dd>{formatMoney(data.grand_total)}</dd>
        </div>
        {monthly != null && months ? (
          <div>
            <dt>
              {T.monthlyInstalment} ({T.months(months)})
            </dt>
            <dd>{formatNpr(monthly, { decimals: 2 })}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
