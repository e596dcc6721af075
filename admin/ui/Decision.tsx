import { useState } from 'react';
import { TextAreaField } from '../../shared/ui/TextAreaField';
import { api } from '../app/api';
import type { Notice } from './Notice';
import { refusal } from './StatusChange';

export interface DecisionProps {
  title: string;
  /** What the shopper or the item says (a cancellation reason). */
  detail?: string | null;
  /** The API path the decision is posted to. */
  path: string;
  choices: readonly { decision: string; label: string; done: string; tone?: 'primary' | 'danger' }[];
  onDone(notice: Notice): void;
}

/** A decision taken once with an optional note: a cancellation request, a review, a warranty registration. */
export function Decision({ title, detail, path, choices, onDone }: DecisionProps) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (decision: string, done: string) => {
    setBusy(true);
    try {
      await api(path, { method: 'POST', body: { decision, ...(note.trim() ? { note: note.trim() } : {}) } });
      onDone({ tone: 'success', text: done });
    } catch (err) {
      onDone({ tone: 'danger', text: refusal(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="ad-card ad-card--attention" aria-label={title}>
      <h2 className="ad-card__title">{title}</h2>
      {detail ? <p className="ad-quote">{detail}</p> : null}
      <TextAreaField label="Note (kept in the log)" value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
      <div className="ad-actions">
        {choices.map((c) => (
          <button key={c.decision} type="button" className={`ad-button ad-button--${c.tone ?? 'primary'}`} disabled={busy} onClick={() => void decide(c.decision, c.done)}>
            {c.label}
          </button>
        ))}
      </div>
    </section>
  );
}
