import { useState } from 'react';
import { Form } from 'react-final-form';
import { postStockConsultation } from '../../../../shared/api/product';
import { Alert } from '../../../../shared/ui/Alert';
import { Modal } from '../../../../shared/ui/Modal';
import { stockConsultationSchema } from '../../../../shared/validation/catalogue';
import { firstErrors } from '../../../../shared/validation/form';
import { TEXT_LIMITS as L } from '../../../../shared/validation/limits';
import { ACCOUNT_MESSAGES as MESSAGES } from '../../../../shared/validation/messages';
import { useAppDeps } from '../../../app/deps';
import { LocationFields } from '../../checkout/LocationFields';
import { PRODUCT_TEXT as T } from '../messages';
import { LimitedField, MessageField, focusFirstInvalidOnSubmit } from './fields';

interface ConsultationValues {
  name: string;
  email: string;
  number: string;
  province: string;
  city: string;
  area_id: string;
  queries: string;
  product_id: number;
}

/** The consultation form's checks: the shared schema, plus the province and city it needs to reach an area. */
export async function validateConsultation(values: ConsultationValues): Promise<Record<string, string>> {
  const errors = await firstErrors(stockConsultationSchema, { ...values, area_id: values.area_id || undefined, email: values.email || null, queries: values.queries || null });
  if (!values.province) errors.province = MESSAGES.provinceRequired;
  if (!values.city) errors.city = MESSAGES.cityRequired;
  if (!values.area_id) errors.area_id = MESSAGES.areaRequired;
  return errors;
}

export interface ConsultationModalProps {
  open: boolean;
  productId: number;
  productName: string;
  onClose: () => void;
  onSent: (message: string) => void;
}

/**
 * 'Apply For Store Consultation' (spec part 2 §4, §5): name, numeric phone, province → city →
 * area (a parent's change clears its children), optional email and message (≤ 140).
 */
export function ConsultationModal({ open, productId, productName, onClose, onSent }: ConsultationModalProps) {
  const { api } = useAppDeps();
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setServerError(null);
    onClose();
  };
  return (
    <Modal open={open} title={T.consultation} onClose={close} description={T.consultationIntro(productName)} className="cg-product-modal">
      <Form<ConsultationValues>
        initialValues={{ name: '', email: '', number: '', province: '', city: '', area_id: '', queries: '', product_id: productId }}
        validate={validateConsultation}
        onSubmit={async (values) => {
          setServerError(null);
          const answer = await postStockConsultation(api, {
            name: values.name.trim(),
            email: values.email.trim() || null,
            number: values.number.trim(),
            area_id: Number(values.area_id),
            product_id: productId,
            queries: values.queries.trim() || null,
          });
          if (answer && answer.statusCode === 200) onSent(answer.message || '');
          else setServerError(answer?.message || T.somethingWrong);
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={focusFirstInvalidOnSubmit(handleSubmit)} noValidate aria-label={T.consultation}>
            {serverError ? (
              <Alert tone="danger" className="cg-product-modal__alert">
                {serverError}
              </Alert>
            ) : null}
            <LimitedField name="name" label={T.name} autoComplete="name" maxLength={L.name} />
            <LimitedField name="email" label={`${T.email} ${T.optional}`} type="email" autoComplete="email" maxLength={L.email} />
            <LimitedField name="number" label={T.phone} type="tel" inputMode="numeric" autoComplete="tel" maxLength={L.phone} />
            <div className="cg-product-modal__row">
              {/* get-locations-with-areas, once per opening (the modal's content mounts when it opens). */}
              <LocationFields
                names={{ province: 'province', city: 'city', area: 'area_id' }}
                labels={{ province: T.province, city: T.city, area: T.area }}
                placeholders={{ province: T.selectProvince, city: T.selectCity, area: T.selectArea }}
                wholeTree
              />
            </div>
            <MessageField name="queries" label={`${T.message} ${T.optional}`} />
            <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={submitting}>
              {submitting ? T.sending : T.submit}
            </button>
          </form>
        )}
      />
    </Modal>
  );
}
