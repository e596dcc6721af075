import { POP_UP_SUPPRESS_MS, STORAGE_KEYS } from './keys';

/** The class the gate puts on <html> while the home pop-up is suppressed. */
export const POP_UP_OFF_CLASS = 'cg-pop-up-off';

/**
 * The home pop-up's gate, inline in the head of a page that carries the pop-up in its HTML: it
 * runs before the first paint, so a pop-up dismissed less than 5 minutes ago (isPopUpSuppressed,
 * the storefront's un-namespaced key) never flashes. The page's Content-Security-Policy allows
 * exactly this text by its hash.
 */
export const POP_UP_GATE_SCRIPT =
  `try{var a=JSON.parse(localStorage.getItem(${JSON.stringify(STORAGE_KEYS.homePopUp)})),d=Date.now()-a;` +
  `if(typeof a=="number"&&d>=0&&d<${POP_UP_SUPPRESS_MS})document.documentElement.classList.add(${JSON.stringify(POP_UP_OFF_CLASS)})}catch(e){}`;
