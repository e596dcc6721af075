/**
 * The scooter site, and where Back leads from the first screen of a visit (there is nothing
 * inside the flow to go back to there).
 */
import { useHost } from './host';
import { useStoredItem } from './hooks';

/** The scooter's site: the widget's home-url; on the storefront the selected scooter's own site, else the store's home. */
export function useScooterSite(): string {
  const host = useHost();
  const modal = useStoredItem(host.storage, 'selectedModalData') as ({ external_site_url?: string | null } & object) | null;
  return host.variant === 'widget' ? host.homeUrl : modal?.external_site_url || host.homeUrl;
}

/** Where Back leaves the flow to: a page's address, the browser's previous page, or nowhere. */
export type LeaveTarget = { href: string } | 'previous-page' | null;

const withoutHash = (url: URL) => url.href.replace(/#.*$/, '');

/**
 * The scooter site, unless that is the page the flow is on (a widget on the scooter's own page);
 * then the page before it, when there is one.
 */
export function leaveTarget(site: string, here: string, historyLength: number): LeaveTarget {
  try {
    const target = new URL(site, here);
    if (withoutHash(target) !== withoutHash(new URL(here))) return { href: target.href };
  } catch {
    /* no usable site: the previous page, if any */
  }
  return historyLength > 1 ? 'previous-page' : null;
}

/** Where Back on this screen leaves the flow to; null inside the flow (Back goes one screen back there). */
export function useLeaveTarget(): LeaveTarget | null {
  const { navigator } = useHost();
  const site = useScooterSite();
  if (!navigator.atStart) return null;
  // On the server (the storefront's first render) the page is not known yet: the site it is.
  if (typeof window === 'undefined') return { href: site };
  return leaveTarget(site, window.location.href, window.history.length);
}
