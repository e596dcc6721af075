import { dismissPopUp, isPopUpSuppressed, type AppStore } from '../../../shared/storage/keys';

/**
 * The home pop-up before the page is live. The server sends the active pop-up's markup in the
 * page (storefront/server/render.tsx), hidden before the first paint where it is suppressed
 * (shared/storage/popUpGate.ts); the storefront's entry makes it live as soon as its code runs:
 * Close, the backdrop, Escape and the pop-up's link dismiss it as the live one does. The pop-up
 * is the largest thing a first visit paints, and it no longer waits for the scripts. When the
 * live pop-up opens it takes this one's place (takeOverEarlyPopUp).
 */
export const EARLY_POP_UP_ID = 'cg-early-pop-up';

/** Takes the server's pop-up away (null: none shown). */
let release: (() => void) | null = null;
let dismissed = false;

/** Makes the server's pop-up live, or takes it away where it was dismissed less than 5 minutes ago. */
export function showEarlyPopUp(storage: AppStore): void {
  const popUp = document.getElementById(EARLY_POP_UP_ID);
  if (!popUp) return;
  if (isPopUpSuppressed(storage, Date.now())) {
    popUp.remove();
    return;
  }
  const dismiss = () => {
    dismissed = true;
    dismissPopUp(storage, Date.now());
    release?.();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dismiss();
  };
  popUp.addEventListener('click', (event) => {
    const target = event.target as Element;
    // The link goes on to its page (a full load: nothing is live yet), the pop-up dismissed.
    if (target.matches('.cg-modal__backdrop') || target.closest('.cg-modal__close, a')) dismiss();
  });
  document.addEventListener('keydown', onKeyDown, true);
  release = () => {
    popUp.remove();
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
