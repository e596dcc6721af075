import { useState } from 'react';
import { Modal } from '../../../shared/ui/Modal';
import { TextAreaField } from '../../../shared/ui/TextAreaField';
import { ACCOUNT_TEXT as T } from './messages';

interface Props {
  /** What is being cancelled; null keeps the dialog closed. */
  target: { id: number; title: string } | null;
  pending: boolean;
  onConfirm: (reason: string) => void;
  onDismiss: () => void;
}

/**
 * The cancellation reason (spec part 3 §4 asks through a prompt): a modal dialog with a labelled
 * textarea instead of window.prompt, so that it is announced, keeps focus inside and gives it back.
 * Dismissing it (Escape, the close button, 'Keep it', the backdrop) aborts; an empty reason is
 * sent as it is (the spec does not check it).
 */
export function CancelDialog({ target, pending, onConfirm, onDismiss }: Props) {
  return (
    <Modal open={!!target} title={target?.title ?? ''} onClose={onDismiss} className="cg-account-cancel">
      {target ? <CancelForm key={target.id} pending={pending} onConfirm={onConfirm} onDismiss={onDismiss} /> : null}
    </Modal>
  );
}

function CancelForm({ pending, onConfirm, onDismiss }: Omit<Props, 'target'>) {
  const [reason, setReason] = useState('');
  return (
    <form
      className="cg-account-cancel__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!pending) onConfirm(reason);
      }}
    >
      <TextAreaField label={T.cancelReason} hint={T.cancelReasonHint} rows={4} value={reason} onChange={(event) => setReason(event.target.value)} />
      <div className="cg-account-cancel__actions">
        <button type="button" className="cg-button cg-button--secondary" onClick={onDismiss}>
          {T.keep}
        </button>
        <button type="submit" className="cg-button cg-button--primary" disabled={pending}>
          {T.sendCancellation}
        </button>
      </div>
    </form>
  );
}
