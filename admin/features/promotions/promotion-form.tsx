/**
 * The form parts the coupon and flash sale screens share: the on/off field and button, the submit
 * button, an edit that sends only what changed, and the page of a new one.
 */
import { useState, type ReactNode } from 'react';
import { Field } from 'react-final-form';
import { Link, useNavigate } from 'react-router-dom';
import { shownError } from '../../../shared/ui/final-form';
import { SelectField } from '../../../shared/ui/SelectField';
import { api } from '../../app/api';
import { NoticeBox, type Notice } from '../../ui/Notice';
import { Page } from '../../ui/Page';
import { refusal } from '../../ui/StatusChange';
import { PromotionTabs } from './promotion-ui';

const ON_OFF = [
  { value: '1', label: 'On' },
  { value: '0', label: 'Off' },
];

/** The `status` field: whether shoppers meet it at all. */
export function SwitchedOnField() {
  return <Field<string> name="status">{({ input, meta }) => <SelectField label="Switched on" {...input} options={ON_OFF} error={shownError(meta)} />}</Field>;
}

export function SubmitButton({ submitting = false, label }: { submitting?: boolean; label: string }) {
  return (
    <button type="submit" className="ad-button ad-button--primary" disabled={submitting}>
      {submitting ? 'Saving…' : label}
    </button>
  );
}

/** Switch off (a danger: shoppers lose it at once) or switch on. */
export function SwitchButton({ on, onClick }: { on: boolean; onClick(): void }) {
  return (
    <button type="button" className={`ad-button${on ? ' ad-button--danger' : ''}`} onClick={onClick}>
      {on ? 'Switch off' : 'Switch on'}
    </button>
  );
}

/**
 * Only the API fields whose values differ, so an edit touches nothing else (an ended coupon's
 * dates stay as they are); null when nothing changed.
 */
export function changedFields<V>(asInput: (v: V) => Record<string, unknown>, before: V, after: V): Record<string, unknown> | null {
  const a = asInput(before);
  const changed = Object.entries(asInput(after)).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(a[k]));
  return changed.length ? Object.fromEntries(changed) : null;
}

export const NOTHING_CHANGED: Notice = { tone: 'danger', text: 'Nothing changed: edit a field first.' };
export const SAVED_TEXT = 'Saved. Shoppers see the change on their next page load.';

interface NewPromotionProps {
  /** The page title ('New coupon') and the card's heading ('The coupon'), with its id. */
  title: string;
  heading: string;
  headingId: string;
  /** The list's path (its items' pages are under it) and link text. */
  list: { to: string; label: string };
  /** Where the API makes one ('coupons') and the answer's key for it ('coupon'). */
  apiPath: string;
  answerKey: string;
  /** The form, given what to call with the API's values. */
  form(onSave: (body: Record<string, unknown>) => Promise<void>): ReactNode;
}

/** The page of a new coupon or sale: its form, and on success its own page (told it was just created). */
export function NewPromotion({ title, heading, headingId, list, apiPath, answerKey, form }: NewPromotionProps) {
  const navigate = useNavigate();
  const [notice, setNotice] = useState<Notice>(null);
  const create = async (body: Record<string, unknown>) => {
    try {
      const r = await api<Record<string, { id: number }>>(apiPath, { method: 'POST', body });
      navigate(`${list.to}/${r[answerKey].id}`, { state: { created: true } });
    } catch (err) {
      setNotice({ tone: 'danger', text: refusal(err) });
    }
  };
  return (
    <Page title={title} actions={<Link to={list.to}>{list.label}</Link>}>
      <PromotionTabs />
      <NoticeBox notice={notice} />
      <section className="ad-card" aria-labelledby={headingId}>
        <h2 id={headingId} className="ad-card__title">
          {heading}
        </h2>
        {form(create)}
      </section>
    </Page>
  );
}
