import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiEnvelope } from '../../../shared/api/client';
import { EMAIL_SHAPE } from '../../../shared/validation/rules';
import { useAppDeps } from '../../app/deps';
import { FOOTER_TEXT as T, NEWSLETTER_MESSAGE_MS } from './messages';

/**
 * The newsletter rule (spec part 2 §5: email required, email type) without yup, giving the same
 * message as shared/validation newsletterSchema (Newsletter.test.tsx compares them).
 */
export function newsletterError(email: string): string | null {
  if (email.trim() === '') return T.emailRequired;
  return EMAIL_SHAPE.test(email) ? null : T.emailInvalid;
}

/**
 * The footer's newsletter sign-up (spec part 2 §4, §7, §8): POST post-subscribers {email}; the
 * button is disabled while the request runs; the server's message (success, or the error in dark
 * red) shows for 5 seconds. Sent quietly: the button is the progress indicator, not the page veil.
 */
export function Newsletter() {
  const { api } = useAppDeps();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId().replace(/:/g, '');

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: { ok: boolean; text: string }) => {
    clearTimeout(timer.current);
    setNote(next);
    timer.current = setTimeout(() => setNote(null), NEWSLETTER_MESSAGE_MS);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // The field as it is, not as state last heard it: an address typed before the footer's code
    // came is in the field, and its form is sent again the moment the footer is live
    // (nearViewportPart), before React has told this component of what was typed.
    const email = inputRef.current?.value ?? '';
    setEmail(email);
    const error = newsletterError(email);
    setFieldError(error);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    // post-subscribers (shared/api/pages postSubscriber), sent quiet.
    void api.post<ApiEnvelope>('post-subscribers', { email }, { quiet: true }).then((answer) => {
      setSending(false);
      if (answer && answer.statusCode === 200) {
        setEmail('');
        show({ ok: true, text: answer.message ?? '' });
      } else {
        show({ ok: false, text: answer?.message || T.newsletterFailed });
      }
    });
  };

  const inputId = `newsletter-${id}`;
  const errorId = `${inputId}-error`;
  return (
    <section className="cg-newsletter" aria-labelledby={`${inputId}-title`}>
      <div className="cg-newsletter__text">
        <h2 id={`${inputId}-title`} className="cg-newsletter__title">
          {T.newsletterTitle}
        </h2>
        <p className="cg-newsletter__intro">{T.newsletterIntro}</p>
      </div>
      <form className="cg-newsletter__form" noValidate onSubmit={submit}>
        <label className="cg-visually-hidden" htmlFor={inputId}>
          {T.newsletterLabel}
        </label>
        <div className="cg-newsletter__row">
          <input
            ref={inputRef}
            id={inputId}
            className="cg-newsletter__input"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            placeholder={T.newsletterPlaceholder}
            value={email}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? errorId : undefined}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setEmail(value);
              if (fieldError) setFieldError(newsletterError(value));
            }}
          />
          <button type="submit" className="cg-newsletter__button" disabled={sending} aria-busy={sending}>
            {sending ? T.subscribing : T.subscribe}
          </button>
        </div>
        {fieldError ? (
          <p id={errorId} className="cg-newsletter__error">
            {fieldError}
          </p>
        ) : null}
        <p className={`cg-newsletter__note${note ? (note.ok ? ' is-ok' : ' is-error') : ''}`} role="status" aria-live="polite">
          {note?.text ?? ''}
        </p>
      </form>
    </section>
  );
}
