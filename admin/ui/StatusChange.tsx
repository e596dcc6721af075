import { useState, type FormEvent } from 'react';
import { SelectField } from '../../shared/ui/SelectField';
import { TextAreaField } from '../../shared/ui/TextAreaField';
import { api, ApiError } from '../app/api';
import { auditEntry, type AuditRow } from './Timeline';
import type { Notice } from './Notice';

export interface StatusFieldSpec {
  name: 'order_status' | 'delivery_status' | 'payment_status';
  label: string;
  options: readonly string[];
}

export interface QuickAction {
  label: string;
  change: Partial<Record<StatusFieldSpec['name'], string>>;
}

export interface StatusChangeProps {
  /** The API path of the change (orders/12/status). */
  path: string;
  current: Record<string, unknown> & { version: number };
  fields: readonly StatusFieldSpec[];
  /** The usual next steps, one button each. */
  quick: readonly QuickAction[];
  onDone(notice: Notice): void;
}

/** What a refusal says, with the colleague's changes when the record moved on meanwhile (409). */
export function refusal(err: unknown): string {
  if (!(err instanceof ApiError)) return 'Something went wrong. Try again.';
  const changes = (err.body?.changes as AuditRow[] | undefined) ?? [];
  if (err.status !== 409 || !changes.length) return err.message;
  return `${err.message} ${changes.map((c) => `${auditEntry(c).who}: ${auditEntry(c).what}.`).join(' ')}`;
}

/**
 * Moving an order or a booking on: the usual next steps as buttons, and any status with a note
 * (a refund's reference, how an unknown payment was settled). The server decides what is allowed
 * (server/orders/order-transitions.ts) and says why not; the change is made from the version shown.
 */
export function StatusChange({ path, current, fields, quick, onDone }: StatusChangeProps) {
  const initial = () => Object.fromEntries(fields.map((f) => [f.name, String(current[f.name] ?? '')]));
  const [values, setValues] = useState<Record<string, string>>(initial);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (change: Record<string, string>) => {
    setBusy(true);
    try {
      await api(path, { method: 'POST', body: { ...change, ...(note.trim() ? { note: note.trim() } : {}), version: current.version } });
      setNote('');
      onDone({ tone: 'success', text: 'Saved. The shopper sees the new status now.' });
    } catch (err) {
      onDone({ tone: 'danger', text: refusal(err) });
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = Object.fromEntries(Object.entries(values).filter(([k, v]) => v && v !== String(current[k] ?? '')));
    if (!Object.keys(change).length) {
      onDone({ tone: 'danger', text: 'Choose a status different from the current one.' });
      return;
    }
    void send(change);
  };

  return (
    <section className="ad-card" aria-labelledby="ad-status-title">
      <h2 id="ad-status-title" className="ad-card__title">
        Move it on
      </h2>
      {quick.length ? (
        <div className="ad-actions">
          {quick.map((q) => (
            <button key={q.label} type="button" className="ad-button ad-button--primary" disabled={busy} onClick={() => void send(q.change as Record<string, string>)}>
              {q.label}
            </button>
          ))}
        </div>
      ) : null}
      <form onSubmit={submit} className="ad-form" aria-label="Change a status">
        <div className="ad-form__row">
          {fields.map((f) => (
            <SelectField
              key={f.name}
              label={f.label}
              name={f.name}
              value={values[f.name]}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
              options={f.options.map((o) => ({ value: o, label: o }))}
            />
          ))}
        </div>
        <TextAreaField
          label="Note"
          hint="Needed for a refund (its reference) and for settling an unknown payment (the gateway's answer)."
          value={note}
          maxLength={500}
          rows={2}
          onChange={(e) => setNote(e.target.value)}
        />
        <button type="submit" className="ad-button" disabled={busy}>
          Save status
        </button>
      </form>
    </section>
  );
}
