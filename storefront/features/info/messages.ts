/**
 * Texts of the information pages (spec part 2 §2 "Other pages", §4, §5, §8). The spec quotes
 * only a few (the 'Home Appliances Service Centers' list, 'Province No. 1' to 7, the contact
 * form's labels 'Your Name', 'E-Mail Address', 'Phone', 'Enquiry'); the others are ours.
 * Server messages (enquiry sent, page not found) are shown as the server sends them.
 */
import { LG_SHOPPE_STORES_TYPE, OWN_STORES_TYPE } from '../../../shared/api/pages';
import { STORE_MESSAGES } from '../../../shared/validation/store-messages';

export const STORE_NAME = 'CG Digital';
export const TOLL_FREE = '16600100211';
export const LANDLINE = '+977 01 5188284';
export const LANDLINE_TEL = '+977015188284';
export const CARE_EMAIL = 'care@cgdigital.example';

/** Where the head office is drawn on the contact page's offline map (Durbarmarg, Kathmandu). */
export const HEAD_OFFICE = {
  name: 'CG Digital Experience Centre',
  lines: ['Durbarmarg', 'Kathmandu 44600, Nepal'],
  postBox: 'P.O. Box 3345, Kathmandu',
  lat: 27.7115,
  lon: 85.3176,
} as const;

/** The store pages: '{product}' (the store brand's own shops) and lg-shoppe. */
export const STORE_TYPES: Record<string, { title: string; intro: string }> = {
  [OWN_STORES_TYPE]: {
    title: 'CG Digital Stores',
    intro: 'Visit a CG Digital store to see, touch and try products before you buy, with expert advice and instant delivery.',
  },
  [LG_SHOPPE_STORES_TYPE]: {
    title: 'LG Shoppe',
    intro: 'LG Shoppe stores carry the full LG range of TVs, refrigerators, washing machines and air conditioners.',
  },
};

export const INFO_TEXT = {
  // shared bits
  loading: 'Loading…',
  retry: 'Try again',
  loadFailed: 'We could not load this page. Please check your connection and try again.',

  // FAQ
  faqTitle: 'Frequently Asked Questions',
  faqIntro: 'Answers to the questions our customers ask most. Still need help? Call us or send an enquiry.',
  faqEmpty: 'There are no questions here yet.',

  // contact
  contactTitle: 'Contact Us',
  contactIntro: 'We are here to help seven days a week. Visit us, call us, or send us your enquiry.',
  address: 'Address',
  postBox: 'Post Box',
  phone: 'Phone',
  email: 'E-Mail',
  tollFree: 'Toll-free',
  landline: 'Landline',
  enquiryHeading: 'Send us an enquiry',
  yourName: 'Your Name',
  emailAddress: 'E-Mail Address',
  phoneLabel: 'Phone',
  enquiryLabel: 'Enquiry',
  submit: 'Submit',
  sending: 'Sending…',
  sendFailed: 'Your enquiry could not be sent. Please try again.',
  mapHeading: 'Find us',
  mapLabel: (place: string) => `Map showing ${place}`,
  mapOpen: 'Open in OpenStreetMap',
  directions: 'Get directions',

  // stores
  storesNav: 'Store types',
  storesCount: (n: number) => `${n} store${n === 1 ? '' : 's'}`,
  storesEmpty: 'There are no stores to show here yet.',
  storeBranch: 'Branch',
  storeLocation: 'Location',
  storePhone: 'Contact number',
  storeImage: (name: string, branch: string) => `${name}, ${branch}`,

  // service centres
  serviceTitle: 'Service Centers',
  serviceIntro: 'Genuine service and spare parts for everything we sell. Call us or find a service centre near you.',
  serviceCall: 'Call our service line',
  province: 'Province',
  district: 'District',
  chooseProvince: 'Select province',
  chooseDistrict: 'Select district',
  search: 'Search',
  provinceName: (n: number) => `Province No. ${n}`,
  homeAppliancesTab: 'Home Appliances Service Centers',
  mobileTab: 'Mobile Service Center',
  serviceTabs: 'Service centre types',
  mobileEmpty: 'No mobile service centres are listed yet.',
  contactPerson: 'Contact person',
  serviceEmpty: 'No service centre matches your search.',
  serviceCount: (n: number) => `${n} service centre${n === 1 ? '' : 's'}`,

  // catalogues
  cataloguesTitle: 'Catalogues',
  catalogueOf: (brand: string) => `${brand} Catalogues`,
  catalogueCover: (title: string) => `${title} (cover)`,
  catalogueOpen: 'View catalogue',
  cataloguesEmpty: 'There are no catalogues here yet.',
  catalogueNotFound: 'This catalogue could not be found.',
  backToStore: `Back to ${STORE_NAME}`,
  catalogueDisclaimer:
    'Product pictures, specifications and prices in the catalogues are for reference only and may change without notice. Please confirm with a store or call 16600100211 before you buy.',

  // feedback
  feedbackTitle: 'Feedback',
  feedbackIntro:
    'Tell us how we are doing. Your feedback on our products, stores, delivery and service helps us serve you better. We read every message.',
  feedbackLabel: 'Your feedback',
  feedbackSubmit: 'Send Feedback',
  feedbackOther: 'Prefer to talk? Call us toll-free on 16600100211 or visit a store. Quick answers are in our',
} as const;

/** Validation texts of the contact and feedback forms (shared with the server's schema). */
export const INFO_VALIDATION = {
  required: STORE_MESSAGES.required,
  emailInvalid: STORE_MESSAGES.emailInvalid,
  phoneInvalid: STORE_MESSAGES.phoneNumeric,
} as const;
