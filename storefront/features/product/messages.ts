/** The product page's words (spec part 2 §2 product page, §4, §8). Tests import these. */
import { LOYALTY_NAME } from '../../../shared/domain/loyalty';
import { WISHLIST_TEXT } from '../wishlist/messages';

export const PRODUCT_TEXT = {
  loading: 'Loading product…',
  loadFailed: 'We could not load this product.',
  retry: 'Try again',

  // facts
  availability: 'Availability',
  inStock: 'In stock',
  outOfStock: 'Out of stock',
  model: 'Model',
  brand: 'Brand',
  code: 'Product code',
  soldBy: 'Sold By',
  supplierLogo: (name: string) => `${name} logo`,
  flashEndsAt: 'Flash Sales ends at',
  flashEnded: 'This flash sale has ended',
  free: 'Free',
  freeWith: 'Free with this product',
  combo: 'Combo items',
  comboNote: 'This bundle contains',
  ratingCount: (n: number) => (n === 1 ? '1 review' : `${n} reviews`),

  // badges and prices
  badges: 'Offers',
  save: (percent: number) => `SAVE ${percent}%`,
  bundle: 'Bundle',
  newBadge: 'New',
  price: 'Price',
  originalPrice: 'Original price',
  inclusiveVat: 'Inclusive of VAT',
  collectCoins: `Collect ${LOYALTY_NAME}`,
  emiFrom: (amount: string) => `EMI from ${amount}/month`,

  // prepayment
  mrp: 'MRP',
  bookingPrice: 'BOOKING PRICE',
  bookingAmount: 'BOOKING AMOUNT',
  bookNow: 'Book Now',

  // coupons
  coupons: 'Coupons',
  collect: 'Collect',
  collectCode: (code: string) => `Collect coupon ${code}`,
  clickToCopy: 'Click to Copy',
  copied: (code: string) => `Copied: ${code}`,

  // gallery
  gallery: 'Product images',
  showImage: (n: number, total: number) => `Show image ${n} of ${total}`,
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomHint: 'Move the pointer or use the arrow keys to look around; Escape closes the zoom.',
  imageAlt: (name: string, n: number) => (n === 1 ? name : `${name}, image ${n}`),

  quickOverview: 'Quick Overview',

  // tabs
  productDetails: 'Product details',
  description: 'Description',
  specs: 'Product Specs',
  reviews: 'Reviews',
  noDescription: 'No description yet.',
  noSpecs: 'No specifications yet.',
  noReviews: 'No reviews yet on this product',
  postedOn: 'Posted on',
  reviewBy: (name: string) => `by ${name}`,
  pendingReview: 'Awaiting approval',

  // review form
  writeReview: 'Write Your Own Review',
  ratingQuality: 'Quality',
  ratingPrice: 'Price',
  ratingValue: 'Value',
  stars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),
  nickname: 'Nickname',
  summary: 'Summary',
  review: 'Review',
  submitReview: 'Submit Review',

  // carousels
  peopleAlsoBuy: 'People Also Buy',
  featured: 'Featured Products',

  // actions
  actions: 'Product actions',
  addToCart: 'Add to Cart',
  /** Spec part 2 §8. */
  outOfStockMessage: (name: string) => `${name} is out of Stock.`,
  consultation: 'Apply For Store Consultation',
  enquiry: 'Product Enquiry',
  enquiryService: 'Enquiry',
  addToWishlist: 'Add to Wishlist',
  /** Spec part 2 §4, §8 (the wishlist feature's text; see wishlist/added.ts for when it shows). */
  wishlistAdded: WISHLIST_TEXT.added,
  addToCompare: 'Add to Compare',
  /** Spec part 2 §4, §8. */
  compareAdded: (name: string) => `${name} added to Compare`,
  compareAlready: (name: string) => `${name} is already in the compare list`,
  viewCompare: 'View comparison',
  calculateEmi: 'Calculate EMI',
  somethingWrong: 'Something went wrong. Please try again.',
  dismiss: 'Dismiss message',

  // form fields
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  organization: 'Organization',
  message: 'Message',
  optional: '(optional)',
  province: 'Province',
  city: 'City',
  area: 'Area',
  selectProvince: 'Select province',
  selectCity: 'Select city',
  selectArea: 'Select area',
  submit: 'Submit',
  sending: 'Sending…',
  consultationIntro: (name: string) => `Visit a store near you to see the ${name}. Leave your details and our store team will call you.`,
  enquiryIntro: (name: string) => `Ask us about the ${name}.`,

  // EMI
  emiIntro: '0% interest and 0% down payment. The bank charges a processing fee.',
  emiBank: 'Bank',
  emiAllBanks: 'All banks',
  emiPeriod: 'EMI period',
  emiMonths: (n: number) => `${n} Months`,
  emiMonthly: 'Monthly instalment',
  emiProductPrice: 'Product price',
  emiTable: (price: string) => `Monthly instalments for ${price}`,
  emiConversion: 'EMI conversion takes about 7 days after the order.',
} as const;
