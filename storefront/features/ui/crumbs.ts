/** The steps of a breadcrumb (features/ui/Breadcrumb.tsx), as listings, products and pages build them. */
import { BREADCRUMB_TEXT as T } from './messages';

/** One step of a breadcrumb: a page, linked unless it is the current one. */
export interface Crumb {
  name: string;
  href?: string;
}

/** The first step of every breadcrumb. */
export const HOME_CRUMB: Crumb = { name: T.home, href: '/' };
