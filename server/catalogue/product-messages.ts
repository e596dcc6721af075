/**
 * What the product page, form, wishlist, compare and information-page routes say to a person
 * (spec part 2 §4, §8: the storefront shows the server's message). Tests import these.
 */
import { tooLong } from '../../shared/validation/limits';

export const PRODUCT_MESSAGES = {
  // view-product
  noProduct: 'This product is not available.',
  badProductId: 'Product id must be a positive whole number.',

  // forms
  reviewPosted: 'Thank you! Your review has been posted.',
  reviewPending: 'Thank you! Your review will be shown once it has been approved.',
  businessEnquirySent: 'Thank you for your enquiry. Our team will contact you soon.',
  consultationSent: 'Thank you! Our store team will call you soon to arrange your consultation.',
  contactEnquirySent: 'Thank you for contacting us. We will get back to you soon.',
  subscribed: 'Thank you for subscribing to our newsletter.',
  alreadySubscribed: 'You are already subscribed to our newsletter.',
  unknownArea: 'Please select area.',
  tooLong,
  wrongType: (field: string, what: string) => `${field} must be ${what}.`,
  tooManyForms: (seconds: number) => `Too many requests. Please wait ${seconds} seconds and try again.`,

  // wishlist
  wishlistAdded: 'Product added to your wishlist.',
  wishlistAlready: 'This product is already in your wishlist.',
  wishlistRemoved: 'Product removed from your wishlist.',
  wishlistMissing: 'This product is not in your wishlist.',
  productIdRequired: 'product_id must be a positive whole number.',

  // compare
  compareBadIds: 'product_id must be a comma-separated list of product ids, e.g. product_id=1,2,3.',
  compareTooMany: (max: number) => `Compare at most ${max} products at a time.`,

  // pages, catalogues, stores
  noPage: (slug: string) => `There is no page "${slug}".`,
  noCatalogue: (id: string) => `There is no catalogue "${id}".`,
} as const;

/** Longest texts the forms accept: the shared limits the yup schemas carry. */
export { TEXT_LIMITS as FORM_LIMITS } from '../../shared/validation/limits';

/** How many products one compare call takes. */
export const COMPARE_MAX = 10;
/** How many approved reviews the product page answers with (newest first). */
export const PRODUCT_REVIEWS_MAX = 50;
/** 'People Also Buy' and featured carousels: at most this many cards each. */
export const CAROUSEL_SIZE = 12;
