import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field, Form } from 'react-final-form';
import { getBanks, type Bank } from '../../../shared/api/checkout';
import { isOk } from '../../../shared/api/client';
import { PAYMENT_METHODS } from '../../../shared/api/types';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { SelectField } from '../../../shared/ui/SelectField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { firstErrors } from '../../../shared/validation/form';
import { checkoutPayloadSchema } from '../../../shared/validation/checkout';
import { TEXT_LIMITS as L } from '../../../shared/validation/limits';
import { useAppDeps } from '../../app/deps';
import { shownError } from '../../../shared/ui/final-form';
import { LOCATION_ID_FIELDS, LocationFields } from './LocationFields';
import { CHECKOUT_TEXT as T, paymentMethodLabel } from './messages';
import type { CheckoutFlow } from './paths';
import { checkoutPayload, formErrors, shownPaymentOptions, type CheckoutValues } from './submit';

export interface CheckoutFormProps {
  flow: CheckoutFlow;
  initialValues: CheckoutValues;
  /** The server's payment options, in its order (shown reversed). */
  paymentOptions: string[];
  /** 'Shipping Details' or 'Booking Address'. */
  addressHeading: string;
  submitLabel: string;
  /** The order summary (product lines and totals); a function gets the chosen payment method (its totals may depend on it). */
  summary: ReactNode | ((paymentMethod: string) => ReactNode);
  /** The red error (for 5 seconds). */
  error: string | null;
  busy: boolean;
  onAreaChange: (areaId: string) => void;
  onSubmit: (values: CheckoutValues) => Promise<void> | void;
}

/** Validates with the shared payload schema (part 3 §5) and answers the form's field names. */
export const validateCheckout = (flow: CheckoutFlow) => async (values: CheckoutValues) =>
  formErrors(await firstErrors(checkoutPayloadSchema, checkoutPayload(values, flow)));

/**
 * The checkout form of all three flows (spec part 3 §2): the address with the location
 * cascade, the payment methods (reversed; Nabil Card as 'Master/Visa Debit/Credit Card/UnionPay'),
 * the bank select only for Bank Transfer, the order summary and the submit button.
 */
export function CheckoutForm(props: CheckoutFormProps) {
  const { flow, initialValues, paymentOptions, addressHeading, submitLabel, summary, error, busy, onAreaChange, onSubmit } = props;
  const ids = useId().replace(/:/g, '');
  const options = shownPaymentOptions(paymentOptions);
  const formRef = useRef<HTMLFormElement>(null);
  /** After a refused submit, focus goes to the first field with a message. */
  const focusFirstError = () =>
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"] input, [aria-invalid="true"]:not([role="radiogroup"])')?.focus(), 0);
  return (
    <Form<CheckoutValues>
      initialValues={initialValues}
      validate={validateCheckout(flow)}
      onSubmit={(values) => onSubmit(values)}
      render={({ handleSubmit, values, form }) => (
        <form
          ref={formRef}
          className="cg-checkout__grid"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            void handleSubmit(event);
            if (form.getState().hasValidationErrors) focusFirstError();
          }}
          noValidate
          aria-label={submitLabel}
        >
          <div className="cg-checkout__main">
            <section className="cg-checkout__card" aria-labelledby={`${ids}-address`}>
              <h2 id={`${ids}-address`} className="cg-checkout__heading">
                {addressHeading}
              </h2>
              <div className="cg-checkout__fields">
                <TextInput name="name" label={T.name} autoComplete="name" maxLength={L.name} />
                <TextInput name="mobile" label={T.mobile} type="tel" autoComplete="tel-national" inputMode="numeric" />
                <TextInput name="email" label={T.email} type="email" autoComplete="email" maxLength={L.email} wide />
                <LocationFields
                  names={LOCATION_ID_FIELDS}
                  labels={{ province: T.province, city: T.city, area: T.area }}
                  placeholders={{ province: T.select(T.province), city: T.select(T.city), area: T.select(T.area) }}
                  autoComplete
                  onAreaChange={onAreaChange}
                />
                <TextInput name="address" label={T.address} autoComplete="street-address" maxLength={L.address} />
                <Field<string> name="customer_note">
                  {({ input, meta }) => (
                    <TextAreaField
                      label={T.customerNote}
                      className="cg-checkout__wide"
                      rows={3}
                      maxLength={L.note}
                      {...input}
                      value={input.value ?? ''}
                      error={shownError(meta)}
                    />
                  )}
                </Field>
              </div>
            </section>
            <section className="cg-checkout__card" aria-labelledby={`${ids}-methods`}>
              <h2 id={`${ids}-methods`} className="cg-checkout__heading">
                {T.choosePaymentMethod}
              </h2>
              <PaymentMethods options={options} labelledBy={`${ids}-methods`} />
              {values.payment_method === PAYMENT_METHODS.bankTransfer ? <BankSelect headingId={`${ids}-bank`} /> : null}
            </section>
          </div>
          <aside className="cg-checkout__aside" aria-labelledby={`${ids}-summary`}>
            <section className="cg-checkout__card cg-checkout__summary">
              <h2 id={`${ids}-summary`} className="cg-checkout__heading">
                {T.orderSummary}
              </h2>
              {typeof summary === 'function' ? summary(values.payment_method ?? '') : summary}
              {error ? (
                <Alert tone="danger" className="cg-checkout__error">
                  {error}
                </Alert>
              ) : null}
              <button type="submit" className="cg-button cg-button--primary cg-button--block cg-checkout__submit" disabled={busy}>
                {submitLabel}
              </button>
            </section>
          </aside>
        </form>
      )}
    />
  );
}

interface TextInputProps {
  name: keyof CheckoutValues & string;
  label: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'text' | 'email' | 'tel';
  /** The shared limit of the field (TEXT_LIMITS), the same the server checks. */
  maxLength?: number;
  wide?: boolean;
}

function TextInput({ name, label, type = 'text', autoComplete, inputMode, maxLength, wide }: TextInputProps) {
  return (
    <Field<string> name={name}>
      {({ input, meta }) => (
        <FormField
          label={label}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          maxLength={maxLength}
          className={wide ? 'cg-checkout__wide' : undefined}
          {...input}
          value={input.value ?? ''}
          error={shownError(meta)}
        />
      )}
    </Field>
  );
}

function PaymentMethods({ options, labelledBy }: { options: string[]; labelledBy: string }) {
  if (!options.length) return <p className="cg-checkout__muted">{T.noPaymentOptions}</p>;
  return (
    <Field<string> name="payment_method" subscription={{ value: true, error: true, submitFailed: true }}>
      {({ input, meta }) => {
        const error = shownError(meta);
        return (
          <div role="radiogroup" aria-labelledby={labelledBy} aria-invalid={error ? true : undefined} aria-describedby={error ? `${labelledBy}-error` : undefined}>
            <ul className="cg-checkout__methods">
              {options.map((method) => (
                <li key={method}>
                  <label className={`cg-checkout__method${input.value === method ? ' is-checked' : ''}`}>
                    <input type="radio" name="payment_method" value={method} checked={input.value === method} onChange={() => input.onChange(method)} />
                    <span className="cg-checkout__method-name">{paymentMethodLabel(method)}</span>
                  </label>
                </li>
              ))}
            </ul>
            {error ? (
              <p id={`${labelledBy}-error`} className="cg-field__error">
                {error}
              </p>
            ) : null}
          </div>
        );
      }}
    </Field>
  );
}

/** 'Choose Bank': the banks of bank-transfer/get-banks, shown only for Bank Transfer. */
function BankSelect({ headingId }: { headingId: string }) {
  const { api } = useAppDeps();
  const [banks, setBanks] = useState<Bank[]>([]);
  useEffect(() => {
    let live = true;
    void getBanks(api).then((r) => {
      if (live && isOk(r) && Array.isArray(r.data)) setBanks(r.data);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return (
    <div className="cg-checkout__bank">
      <h3 id={headingId} className="cg-checkout__subheading">
        {T.chooseBank}
      </h3>
      <Field<string> name="bank_id">
        {({ input, meta }) => (
          <SelectField
            label={T.bank}
            placeholder={T.select(T.bank)}
            options={banks.map((b) => ({ value: String(b.id), label: b.bank_name }))}
            name={input.name}
            value={input.value ?? ''}
            onChange={(e) => input.onChange(e.currentTarget.value)}
            onBlur={input.onBlur}
            error={shownError(meta)}
          />
        )}
      </Field>
      <p className="cg-checkout__muted">{T.bankHint}</p>
    </div>
  );
}
