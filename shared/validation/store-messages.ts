/**
 * Messages of the catalogue, checkout and account-area forms (spec parts 2 and 3).
 * The spec quotes only a few of them ('Confirm Password Doesnot Match', and the payment widget
 * validator's 'This field is required.' / 'Invalid email id.'); the others are ours, in the same
 * plain style, kept here so forms, server and tests share them.
 */
import { MAX_QTY_PER_LINE } from './limits';

/**
 * The card expiry's format as the spec writes it (part 3 §5: 'card expiry (format hint MM\YY)'),
 * backslash included. The Flexi Pay hint and the expiry error both show it, so they cannot differ.
 */
export const CARD_EXPIRY_FORMAT = 'MM\\YY';

export const STORE_MESSAGES = {
  /** Spec part 3 §5 (generic validator default). */
  required: 'This field is required.',
  /** Spec part 3 §5 (generic validator default). */
  emailInvalid: 'Invalid email id.',
  /** Spec part 3 §4. */
  confirmPasswordMismatch: 'Confirm Password Doesnot Match',
  messageTooLong: 'Message should not be more than 140 characters.',
  phoneNumeric: 'Please enter valid phone number.',
  rating: 'Please choose a rating from 1 to 5.',
  paymentMethodRequired: 'Please choose a payment method.',
  bankRequired: 'Please choose a bank.',
  couponRequired: 'Please enter coupon code.',
  quantityMin: 'Quantity should be at least 1.',
  /** The cart's own words for the same limit (server CART_MESSAGES.maxPerLine). */
  quantityMax: `You can order at most ${MAX_QTY_PER_LINE} of one product.`,
  cardDigits: 'Please enter the first 6 digits of your card.',
  /** Spec part 3 §8: numeric, min 1 (no card number starts 000000). */
  cardDigitsZero: 'The first 6 digits of a card cannot all be 0.',
  cardExpiry: `Please enter the card expiry as ${CARD_EXPIRY_FORMAT}.`,
  imageOnly: 'Please upload an image file.',
  dateInvalid: 'Please enter a valid date.',
} as const;

/** Enquiry and consultation messages are at most this long (part 2 §5, §9). */
export const ENQUIRY_MAX_LENGTH = 140;
