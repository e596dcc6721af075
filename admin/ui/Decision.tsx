import { useId, useState, type ReactNode } from 'react';
import { TextAreaField } from '../../shared/ui/TextAreaField';
import { api } from '../app/api';
import type { Notice } from './Notice';
import { refusal } from './StatusChange';

export interface Choice {
  label: string;
  /** What is posted (with the note, when one was written). */
  body: Record<string, string>;
  /** The notice when it is done. */
  done: string;
  tone?: 'primary' | 'danger';
}

export interface DecisionProps {
  title: ReactNode;
  /** What the shopper or the item says (a cancellation reason). */
  detail?: string | null;
  /** The item's fields, between the title and the choices. */
  children?: ReactNode;
  /** The API path the choice is posted to. */
  path: string;
  choices: readonly Choice[];
  /** False once decided: the card shows the item without the choices. */
  open?: boolean;
  attention?: boolean;
  /** The title's id (a page of many items gives each its own, for links and tests). */
  titleId?: string;
  onDone(notice: Notice): void;
}

/**
 * A decision taken once, with an optional note kept in the log: a cancellation request, a review,
 * a warranty registration, an enquiry answered.
 */
export function Decision({ title, detail, children, path, choices, open = true, attention = false, titleId: givenId, onDone }: DecisionProps) {
  const autoId = useId();
  const titleId = givenId ?? autoId;
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const decide = async (choice: Choice) => {
    setBusy(true);
    try {
      await api(path, { method: 'POST', body: { ...choice.body, ...(note.trim() ? { note: note.trim() } : {}) } });
      onDone({ tone: 'success', text: choice.done });
    } catch (err) {
      onDone({ tone: 'danger', text: refusal(err) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className={`ad-card${attention ? ' ad-card--attention' : ''}`} aria-labelledby={titleId}>
      <h2 id={titleId} className="ad-card__title">
        {title}
      </h2>
      {detail ? <p className="ad-quote">{detail}</p> : null}
      {children}
      {open && choices.length ? (
        <>
          <TextAreaField label="Note (kept in the log)" value={note} maxLength={500} rows={2} onChange={(e) => setNote(e.target.value)} />
          <div className="ad-actions">
            {choices.map((c) => (
              <button key={c.label} type="button" className={`ad-button ad-button--${c.tone ?? 'primary'}`} disabled={busy} onClick={() => void decide(c)}>
                {c.label}
              </button>
            ))}
          </div>
        </>
      ) : null}
    </article>
  );
}
