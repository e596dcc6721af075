import { useEffect, useState } from 'react';
import { Field, Form } from 'react-final-form';
import { getProductModels, postWarranty, type ProductModel } from '../../../shared/api/account-area';
import { isOk } from '../../../shared/api/client';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { ComboboxField, type ComboOption } from '../../../shared/ui/ComboboxField';
import { warrantyFormSchema } from '../../../shared/validation/checkout';
import { firstErrors } from '../../../shared/validation/form';
import { TEXT_LIMITS as L } from '../../../shared/validation/limits';
import { useAppDeps } from '../../app/deps';
import { shownError } from '../../../shared/ui/final-form';
import { FormRestart } from './FormRestart';
import { ACCOUNT_TEXT as T } from './messages';

export interface WarrantyValues {
  model_no: string;
  serial_number: string;
  place_of_purchase: string;
  purchase_date: string;
  proof_of_purchase: File | null;
}

type Message = { tone: 'success' | 'danger'; text: string } | null;

/** Today in the shopper's calendar, as the date input wants it (YYYY-MM-DD). */
const today = () => {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The model choices: each model number once, with its product name to search by when the server gives one. */
function useProductModels(): ComboOption[] {
  const { api } = useAppDeps();
  const [models, setModels] = useState<ComboOption[]>([]);
  useEffect(() => {
    let alive = true;
    void getProductModels(api).then((response) => {
      if (!alive || !isOk(response) || !Array.isArray(response.data)) return;
      const byModel = new Map<string, ComboOption>();
      for (const m of response.data as ProductModel[]) {
        const model = String(m?.model_number ?? '');
        if (model && !byModel.has(model)) byModel.set(model, { value: model, label: model, description: m.name || undefined });
      }
      setModels([...byModel.values()]);
    });
    return () => {
      alive = false;
    };
  }, [api]);
  return models;
}

/**
 * 'Register a Product' (spec part 3 §2, §4, §5): model (chosen from get-product-models in a
 * searchable list: by model number and product name), serial
 * number 'or IMEI/MEID', place of purchase, purchase date and an image as proof of purchase, all
 * required. Posted as multipart with the bearer token; on success the fields clear and the
 * server's message shows, otherwise the server's message shows in red.
 */
export function WarrantyForm() {
  const { api } = useAppDeps();
  const models = useProductModels();
  const [message, setMessage] = useState<Message>(null);
  // A file input cannot be set from outside: a new key gives an empty one after success.
  const [fileKey, setFileKey] = useState(0);
  const [restart, setRestart] = useState(0);

  return (
    <section className="cg-account-card" aria-labelledby="account-warranty-title">
      <h2 id="account-warranty-title" className="cg-account-card__title">
        {T.warrantyTitle}
      </h2>
      <Form<WarrantyValues>
        validate={(values) => firstErrors(warrantyFormSchema, values)}
        onSubmit={async (values) => {
          setMessage(null);
          if (!values.proof_of_purchase) return;
          const response = await postWarranty(api, {
            model_no: values.model_no,
            serial_number: values.serial_number.trim(),
            place_of_purchase: values.place_of_purchase.trim(),
            purchase_date: values.purchase_date,
            proof_of_purchase: values.proof_of_purchase,
          });
          if (!response) return; // network failure: only logged
          const text = response.message || '';
          if (isOk(response)) {
            setMessage({ tone: 'success', text });
            setRestart((n) => n + 1);
          } else {
            setMessage({ tone: 'danger', text });
          }
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={handleSubmit} noValidate aria-labelledby="account-warranty-title" className="cg-account-form">
            <FormRestart token={restart} onRestart={() => setFileKey((k) => k + 1)} />
            {message?.text ? (
              <Alert tone={message.tone} className="cg-account-form__alert">
                {message.text}
              </Alert>
            ) : null}
            <Field<string> name="model_no">
              {({ input, meta }) => (
                <ComboboxField
                  label={T.modelNumber}
                  placeholder={T.chooseModel}
                  hint={T.modelHint}
                  options={models}
                  name={input.name}
                  value={input.value ?? ''}
                  onChange={input.onChange}
                  onBlur={input.onBlur}
                  error={shownError(meta)}
                  notChosenError={T.modelNotChosen}
                />
              )}
            </Field>
            <Field<string> name="serial_number">
              {({ input, meta }) => (
                <FormField label={T.serialNumber} autoComplete="off" maxLength={L.serialNumber} {...input} error={shownError(meta)} />
              )}
            </Field>
            <Field<string> name="place_of_purchase">
              {({ input, meta }) => <FormField label={T.placeOfPurchase} maxLength={L.placeOfPurchase} {...input} error={shownError(meta)} />}
            </Field>
            <Field<string> name="purchase_date">
              {({ input, meta }) => <FormField label={T.purchaseDate} type="date" max={today()} {...input} error={shownError(meta)} />}
            </Field>
            <Field<File | null> name="proof_of_purchase">
              {({ input, meta }) => (
                <FormField
                  key={fileKey}
                  label={T.proofOfPurchase}
                  type="file"
                  accept="image/*"
                  name={input.name}
                  hint={T.proofHint}
                  onBlur={() => input.onBlur()}
                  onChange={(event) => input.onChange(event.currentTarget.files?.[0] ?? null)}
                  error={shownError(meta, true)}
                  className="cg-account-form__wide"
                />
              )}
            </Field>
            <div className="cg-account-form__actions">
              <button type="submit" className="cg-button cg-button--primary" disabled={submitting}>
                {T.register}
              </button>
            </div>
          </form>
        )}
      />
    </section>
  );
}
