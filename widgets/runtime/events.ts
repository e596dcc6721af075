/**
 * Widgets talk to the host page with CustomEvents that bubble out of the shadow root
 * (`composed`) and can be cancelled by the host (the return value says whether one did).
 */
export function emit<D>(el: Element, name: string, detail?: D): boolean {
  return el.dispatchEvent(new CustomEvent<D | undefined>(name, { detail, bubbles: true, composed: true, cancelable: true }));
}
