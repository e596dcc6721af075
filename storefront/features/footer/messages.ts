/**
 * Footer texts (spec part 2 §2 footer, §4 newsletter, §5, §8, §9). The newsletter's result is
 * the server's message; the field messages are the shared form messages.
 */
import { STORE_MESSAGES } from '../../../shared/validation/store-messages';

/** How long the newsletter's success or error message stays (spec part 2 §4, §9: 5000 ms). */
export const NEWSLETTER_MESSAGE_MS = 5000;

export const FOOTER_TEXT = {
  tagline: 'Electronics and home appliances from trusted brands, with stores and service centres across Nepal.',
  // newsletter
  newsletterTitle: 'Subscribe to our newsletter',
  newsletterIntro: 'Offers, new arrivals and flash sales, straight to your inbox.',
  newsletterLabel: 'Email address',
  newsletterPlaceholder: 'Enter your email address',
  subscribe: 'Subscribe',
  subscribing: 'Subscribing…',
  newsletterFailed: 'Could not subscribe right now. Please try again.',
  emailRequired: STORE_MESSAGES.required,
  emailInvalid: STORE_MESSAGES.emailInvalid,
  // columns
  company: 'Company',
  stores: 'Stores',
  help: 'Help',
  callUs: 'Call us',
  followUs: 'Follow us',
  getApp: 'Get the app',
  weAccept: 'We accept',
  paymentPartners: 'Payment partners',
  // app banner (mobile only)
  appBannerTitle: 'Get the CG Digital app',
  appBannerText: 'App-only offers and order tracking.',
  appBannerIos: 'Download on the App Store',
  appBannerAndroid: 'Get it on Google Play',
  appBannerClose: 'Close app banner',
  newTab: ' (opens in a new tab)',
  copyright: (year: number) => `© ${year} CG Digital. All rights reserved.`,
  pricesNote: 'Prices in NPR, inclusive of VAT.',
} as const;
