import { Alert } from '../../../shared/ui/Alert';
import type { Flash } from './useFlash';

/** The page's message slot: always in the page (a live region), the message inside when there is one. */
export function FlashArea({ flash, className }: { flash: Flash | null; className?: string }) {
  return (
    <div className={`cg-flash${className ? ` ${className}` : ''}`} aria-live="polite" aria-atomic="true">
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
    </div>
  );
}
