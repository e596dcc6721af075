import { dismissPopUp, isPopUpSuppressed, type AppStore } from '../../../shared/storage/keys';

/**
 * The home pop-up before the page is live. The server sends the active pop-up's markup in an
 * inert <template> (storefront/server/render.tsx); the storefront's entry shows a copy of it as
 * soon as its code runs, where the pop-up is not suppressed, instead of after hydration and the
 * home saga: the pop-up is the largest thing a first visit paints, and it no longer waits for
 * the whole page to become live. Close, the backdrop, Escape and the pop-up's link dismiss it as
 * the live one does. When the live pop-up opens it takes the copy's place (takeOverEarlyPopUp).
 */
export const EARLY_POP_UP_ID = 'cg-early-pop-up';

/** Takes the shown copy away (null: none shown). */
let release: (() => void) | null = null;
let dismissed = false;

/** Shows the server's copy of the pop-up unless it was dismissed less than 5 minutes ago. */
export function showEarlyPopUp(storage: AppStore): void {
  const template = document.getElementById(EARLY_POP_UP_ID);
  if (!(template instanceof HTMLTemplateElement) || isPopUpSuppressed(storage, Date.now())) return;
  // (React's static markup may open with resource hints; the dialog is the backdrop.)
  const copy = template.content.querySelector('.cg-modal__backdrop')?.cloneNode(true);
  if (!(copy instanceof HTMLElement)) return;
  const dismiss = () => {
    dismissed = true;
    dismissPopUp(storage, Date.now());
    release?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };
  copy.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The link goes on to its page (a full load: nothing is live yet), the pop-up dismissed.
    if (target === copy || target.closest('.cg-modal__close, a')) dismiss();
  });
  document.addEventListener('keydown', onKeyDown, true);
  // At once, without the live dialog's fade and rise: the sooner it is whole on screen, the better.
  for (const el of [copy, ...copy.querySelectorAll<HTMLElement>('.cg-modal')]) el.style.animation = 'none';
  template.after(copy);
  release = () => {
    copy.remove();
    document.removeEventListener('keydown', onKeyDown, true);
    release = null;
  };
}

/**
 * The live pop-up takes over: the copy goes; 'dismissed' when the shopper closed the copy while
 * the live one was on its way (it must close at once).
 */
export function takeOverEarlyPopUp(): 'dismissed' | 'open' {
  release?.();
  const answer = dismissed ? 'dismissed' : 'open';
  dismissed = false;
  return answer;
}
