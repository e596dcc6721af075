import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from './icons';
import { activeElementOf, focusableWithin } from './focus';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Optional line under the title; becomes the dialog's accessible description. */
  description?: ReactNode;
  /** Label of the close button. */
  closeLabel?: string;
  /** Lock page scrolling while open (widgets on a partner page may turn this off). */
  lockScroll?: boolean;
  className?: string;
}

/**
 * An accessible modal dialog: role="dialog", aria-modal, labelled by its title. Focus moves
 * into the dialog when it opens, Tab stays inside it, Escape and the backdrop close it, and
 * focus returns to where it was when it closes. Rendered in place (no portal) so it also works
 * inside a widget's shadow root.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return <OpenModal {...props} />;
}

function OpenModal({ title, onClose, children, description, closeLabel = 'Close', lockScroll = true, className }: ModalProps) {
  const id = useId().replace(/:/g, '');
  const titleId = `modal-${id}-title`;
  const descriptionId = `modal-${id}-description`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // Move focus in on open, give it back on close. A layout effect, so that the focus to give
  // back is read before any child's effect moves it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previous = activeElementOf(dialog) as HTMLElement | null;
    const inBody = focusableWithin(dialog).filter((el) => !el.classList.contains('cg-modal__close'));
    (inBody[0] ?? dialog).focus();
    return () => {
      if (previous && typeof previous.focus === 'function' && previous.isConnected) previous.focus();
    };
  }, []);

  // Escape closes; Tab and Shift+Tab cycle inside the dialog.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const doc = dialog.ownerDocument;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(dialog);
      if (!items.length) {
        event.preventDefault();
        dialog.focus();
        return;
      }
      const first = items[0];
      const last = items[items.length - 1];
      const active = activeElementOf(dialog);
      const inside = !!active && dialog.contains(active);
      if (event.shiftKey && (active === first || active === dialog || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    doc.addEventListener('keydown', onKeyDown, true);
    return () => doc.removeEventListener('keydown', onKeyDown, true);
  }, []);

  useEffect(() => {
    if (!lockScroll) return undefined;
    const body = dialogRef.current?.ownerDocument.body;
    if (!body) return undefined;
    const before = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = before;
    };
  }, [lockScroll]);

  return (
    <div
      className="cg-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className={`cg-modal${className ? ` ${className}` : ''}`}
      >
        <div className="cg-modal__header">
          <h2 id={titleId} className="cg-modal__title">
            {title}
          </h2>
          <button type="button" className="cg-modal__close" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {description ? (
          <p id={descriptionId} className="cg-modal__description">
            {description}
          </p>
        ) : null}
        <div className="cg-modal__body">{children}</div>
      </div>
    </div>
  );
}
