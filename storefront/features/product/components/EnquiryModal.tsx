import { useState } from 'react';
import { Form } from 'react-final-form';
import { postBusinessEnquiry } from '../../../../shared/api/product';
import { Alert } from '../../../../shared/ui/Alert';
import { Modal } from '../../../../shared/ui/Modal';
import { businessEnquirySchema } from '../../../../shared/validation/catalogue';
import { firstErrors } from '../../../../shared/validation/form';
import { TEXT_LIMITS as L } from '../../../../shared/validation/limits';
import { useAppDeps } from '../../../app/deps';
import { PRODUCT_TEXT as T } from '../messages';
import { LimitedField, MessageField, focusFirstInvalidOnSubmit } from './fields';

interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  organization: string;
  enquiry: string;
  product_id: number;
}

export interface EnquiryModalProps {
  open: boolean;
  /** 'Product Enquiry', or 'Enquiry' for services. */
  title: string;
  productId: number;
  productName: string;
  onClose: () => void;
  /** The server's message after a successful send (the modal closes). */
  onSent: (message: string) => void;
}

/** The 'Product Enquiry' modal (spec part 2 §5): name, email, phone, message (≤ 140) required; organization optional. */
export function EnquiryModal({ open, title, productId, productName, onClose, onSent }: EnquiryModalProps) {
  const { api } = useAppDeps();
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setServerError(null);
    onClose();
  };
  return (
    <Modal open={open} title={title} onClose={close} description={T.enquiryIntro(productName)} className="cg-product-modal">
      <Form<EnquiryValues>
        initialValues={{ name: '', email: '', phone: '', organization: '', enquiry: '', product_id: productId }}
        validate={(values) => firstErrors(businessEnquirySchema, values)}
        onSubmit={async (values) => {
          setServerError(null);
          const answer = await postBusinessEnquiry(api, {
            name: values.name.trim(),
            email: values.email.trim(),
            phone: values.phone.trim(),
            organization: values.organization?.trim() || null,
            product_id: productId,
            enquiry: values.enquiry.trim(),
          });
          if (answer && answer.statusCode === 200) {
            setServerError(null);
            onSent(answer.message || '');
          } else setServerError(answer?.message || T.somethingWrong);
        }}
        render={({ handleSubmit, submitting }) => (
          <form onSubmit={focusFirstInvalidOnSubmit(handleSubmit)} noValidate aria-label={title}>
            {serverError ? (
              <Alert tone="danger" className="cg-product-modal__alert">
                {serverError}
              </Alert>
            ) : null}
            <LimitedField name="name" label={T.name} autoComplete="name" maxLength={L.name} />
            <LimitedField name="email" label={T.email} type="email" autoComplete="email" maxLength={L.email} />
            <LimitedField name="phone" label={T.phone} type="tel" inputMode="tel" autoComplete="tel" maxLength={L.phone} />
            <LimitedField name="organization" label={`${T.organization} ${T.optional}`} autoComplete="organization" maxLength={L.organization} />
            <MessageField name="enquiry" label={T.message} />
            <button type="submit" className="cg-button cg-button--primary cg-button--block" disabled={submitting}>
              {submitting ? T.sending : T.submit}
            </button>
          </form>
        )}
      />
    </Modal>
  );
}
