import { useMemo, useRef, useState, type FormEvent } from 'react';
import { postEnquiry } from '../../../shared/api/pages';
import { Alert } from '../../../shared/ui/Alert';
import { FormField } from '../../../shared/ui/FormField';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { useForm } from '../../../shared/ui/useForm';
import { useAppDeps } from '../../app/deps';
import { enquiryChecks, enquiryLimits, validateEnquiry, type EnquiryValues } from './checks';
import { INFO_TEXT as T } from './messages';

const EMPTY: EnquiryValues = { name: '', email: '', phone: '', enquiry: '' };
const ORDER: (keyof EnquiryValues & string)[] = ['name', 'email', 'phone', 'enquiry'];

export interface EnquiryFormProps {
  /** Label of the message box (Enquiry, or 'Your feedback'). */
  messageLabel?: string;
  submitLabel?: string;
  /** Put before the message when it is sent (the feedback page marks its messages). */
  messagePrefix?: string;
  /** id of the heading that names the form. */
  labelledBy?: string;
}

/**
 * The contact enquiry form (spec part 2 §2, §5, §7): Your Name, E-Mail Address, Phone, Enquiry,
 * all required; POST post-enquiry; on statusCode 200 the form is cleared and the server's
 * message shown; otherwise the server's message (or ours when the network failed).
 */
export function EnquiryForm({ messageLabel = T.enquiryLabel, submitLabel = T.submit, messagePrefix = '', labelledBy }: EnquiryFormProps) {
  const { api } = useAppDeps();
  const [sending, setSending] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // The prefix is sent with the message, so it takes its share of the server's limit.
  const max = enquiryLimits(messagePrefix);
  const checks = useMemo(() => enquiryChecks(messagePrefix), [messagePrefix]);
  const validateForm = (values: EnquiryValues) => validateEnquiry(values, checks);

  const form = useForm<EnquiryValues>({
    initialValues: EMPTY,
    validate: validateForm,
    onSubmit: (values) => {
      setSending(true);
      setResult(null);
      const payload = { ...values, enquiry: messagePrefix ? `${messagePrefix}${values.enquiry}` : values.enquiry };
      void postEnquiry(api, payload).then((answer) => {
        setSending(false);
        // Success is statusCode 200 (spec part 2 §4, §7).
        if (answer && answer.statusCode === 200) {
          form.set(EMPTY);
          setResult({ ok: true, text: answer.message ?? '' });
        } else {
          setResult({ ok: false, text: answer?.message || T.sendFailed });
        }
      });
    },
  });

  const onSubmit = (event: FormEvent) => {
    form.handleSubmit(event);
    const errors = validateForm(form.values);
    const first = ORDER.find((name) => errors[name]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  };

  /** Every field is required and limited (its maxlength is the server's limit), with its message. */
  const limited = (name: keyof typeof max) => ({
    required: true,
    maxLength: max[name],
    error: form.error(name),
    ...form.field(name),
  });

  return (
    <form ref={formRef} className="cg-enquiry" noValidate onSubmit={onSubmit} aria-labelledby={labelledBy}>
      {result ? (
        <Alert tone={result.ok ? 'success' : 'danger'} className="cg-enquiry__result">
          {result.text}
        </Alert>
      ) : null}
      <div className="cg-enquiry__row">
        <FormField label={T.yourName} autoComplete="name" counter {...limited('name')} />
        <FormField label={T.emailAddress} type="email" autoComplete="email" inputMode="email" counter {...limited('email')} />
      </div>
      <FormField label={T.phoneLabel} type="tel" autoComplete="tel" inputMode="tel" counter {...limited('phone')} />
      <TextAreaField label={messageLabel} rows={5} {...limited('enquiry')} />
      <button type="submit" className="cg-button cg-button--primary" disabled={sending} aria-busy={sending}>
        {sending ? T.sending : submitLabel}
      </button>
    </form>
  );
}
