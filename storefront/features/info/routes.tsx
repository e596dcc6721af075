/**
 * The information pages, one lazy chunk (spec part 2 §2 "Other pages"): /page-{page_url},
 * /page/faqs, /page/contact-us, /stores/{type}, /service-centers/, /feedback/ inside the site
 * frame, and /catalogues/{brand_name or id} without it.
 */
export { StaticPage, StaticPageSegment } from './StaticPage';
export { FaqsPage } from './FaqsPage';
export { ContactPage } from './ContactPage';
export { StoresPage } from './StoresPage';
export { ServiceCentersPage } from './ServiceCentersPage';
export { CataloguesPage } from './CataloguesPage';
export { FeedbackPage } from './FeedbackPage';
