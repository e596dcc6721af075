import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { formatNpr } from '../../../../shared/domain/money';
import { Modal } from '../../../../shared/ui/Modal';
import { FormField } from '../../../../shared/ui/FormField';
import { KHALTI_TEXT as K } from '../messages';
import {
  KhaltiError,
  knownPreferences,
  validateFields,
  validateKhaltiConfig,
  walletClient,
  type KhaltiConfig,
  type KhaltiPreference,
} from './wallet';
import './Khalti.css';

export interface KhaltiWidgetProps {
  config: KhaltiConfig;
  /** For tests: the fetch the wallet calls go through. */
  fetchFn?: typeof fetch;
}

type Step = { kind: 'credentials' } | { kind: 'confirm'; token: string; message: string } | { kind: 'done' };

const MOBILE = /^9[78]\d{8}$/;

/**
 * Khalti's wallet widget, our own (spec part 3 §4; docs/adr/0007): an accessible modal that
 * pays in two wallet calls — mobile number and Khalti PIN, then the confirmation code sent to
 * the mobile — for the preferences KHALTI, EBANKING, MOBILE_BANKING, CONNECT_IPS and SCT.
 * Success hands the confirm answer to eventHandler.onSuccess; closing calls onClose.
 * Rendered only while open; a configuration the validator refuses goes to onError at once.
 */
export function KhaltiWidget({ config, fetchFn }: KhaltiWidgetProps) {
  const problems = useMemo(() => validateKhaltiConfig(config), [config]);
  const valid = Object.keys(problems).length === 0;
  const reported = useRef(false);

  useEffect(() => {
    if (!valid && !reported.current) {
      reported.current = true;
      config.eventHandler?.onError?.(problems);
    }
  }, [valid, problems, config]);

  if (!valid) return null;
  return <OpenWidget config={config} fetchFn={fetchFn} />;
}

function OpenWidget({ config, fetchFn }: KhaltiWidgetProps) {
  const id = useId().replace(/:/g, '');
  const preferences = knownPreferences(config.paymentPreference);
  const [preference, setPreference] = useState<KhaltiPreference>(preferences[0]);
  const [mobile, setMobile] = useState('');
  const [pin, setPin] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const client = useMemo(() => walletClient(config, K.unreachable, fetchFn), [config, fetchFn]);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  const fail = (err: unknown) => {
    if (!mounted.current) return;
    setBusy(false);
    setError(err instanceof KhaltiError ? err.message : K.unreachable);
  };

  const onInitiate = async (event: FormEvent) => {
    event.preventDefault();
    const errors = validateFields({ mobile: mobile.trim(), pin }, { mobile: ['required'], pin: ['required'] });
    if (!errors.mobile && !MOBILE.test(mobile.trim())) errors.mobile = K.invalidMobile;
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const answer = await client.initiate({ mobile: mobile.trim(), pin, preference });
      if (!mounted.current) return;
      setBusy(false);
      setStep({ kind: 'confirm', token: answer.token, message: answer.message ?? '' });
    } catch (err) {
      fail(err);
    }
  };

  const onConfirm = async (event: FormEvent) => {
    event.preventDefault();
    if (step.kind !== 'confirm') return;
    const errors = validateFields({ code: code.trim() }, { code: ['required'] });
    setFieldErrors(errors);
    setError(null);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      const payload = await client.confirm({ token: step.token, code: code.trim(), pin });
      if (!mounted.current) return;
      setStep({ kind: 'done' });
      config.eventHandler.onSuccess(payload);
    } catch (err) {
      fail(err);
    }
  };

  const amount = formatNpr(config.amount / 100, { decimals: config.amount % 100 ? 2 : 0 });

  return (
    <Modal
      open
      title={K.title}
      closeLabel={K.close}
      onClose={() => config.eventHandler.onClose()}
      className="cg-khalti"
      description={
        <span className="cg-khalti__facts">
          <span>
            {K.product}: <strong>{config.productName}</strong>
          </span>
          <span>
            {K.amount}: <strong className="cg-khalti__amount">{amount}</strong>
          </span>
        </span>
      }
    >
      <div className="cg-khalti__body" aria-busy={busy}>
        {error ? (
          <p role="alert" className="cg-khalti__error">
            {error}
          </p>
        ) : null}
        {step.kind === 'credentials' ? (
          <form onSubmit={onInitiate} noValidate aria-label={K.title}>
            <fieldset className="cg-khalti__preferences">
              <legend className="cg-khalti__legend">{K.preference}</legend>
              <div className="cg-khalti__options">
                {preferences.map((p) => (
                  <label key={p} className={`cg-khalti__option${p === preference ? ' is-checked' : ''}`}>
                    <input type="radio" name={`khalti-${id}-preference`} value={p} checked={p === preference} onChange={() => setPreference(p)} />
                    <span>{K.preferences[p] ?? p}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <FormField
              label={K.mobile}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              hint={K.mobileHint}
              value={mobile}
              onChange={(e) => setMobile(e.currentTarget.value)}
              error={fieldErrors.mobile}
            />
            <FormField
              label={K.pin}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              onChange={(e) => setPin(e.currentTarget.value)}
              error={fieldErrors.pin}
            />
            <button type="submit" className="cg-button cg-khalti__submit" disabled={busy}>
              {busy ? K.paying : `${K.pay} ${amount}`}
            </button>
          </form>
        ) : step.kind === 'confirm' ? (
          <form onSubmit={onConfirm} noValidate aria-label={K.confirm}>
            {step.message ? (
              <p role="status" className="cg-khalti__message">
                {step.message}
              </p>
            ) : null}
            <FormField
              label={K.code}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.currentTarget.value)}
              error={fieldErrors.code}
            />
            <button type="submit" className="cg-button cg-khalti__submit" disabled={busy}>
              {busy ? K.paying : K.confirm}
            </button>
            <button
              type="button"
              className="cg-button cg-button--secondary cg-khalti__back"
              disabled={busy}
              onClick={() => {
                setStep({ kind: 'credentials' });
                setCode('');
                setError(null);
                setFieldErrors({});
              }}
            >
              {K.back}
            </button>
          </form>
        ) : (
          <p role="status" className="cg-khalti__message">
            {K.paying}
          </p>
        )}
      </div>
    </Modal>
  );
}
