/**
 * The Flexi Pay page's words (spec part 3 §1, §2, §4, §9). The facts are the spec's: 0% interest,
 * 0% down payment, a processing fee charged by the bank, EMI conversion in about 7 days, the first
 * 6 card digits, the expiry hint MM\YY; the sentences around them are ours.
 */
import { EMI_CONVERSION_DAYS, FIRST_CARD_DIGITS } from '../../../shared/domain/emi';
import { CARD_EXPIRY_FORMAT } from '../../../shared/validation/store-messages';

export const FLEXIPAY_TEXT = {
  title: 'Flexi Pay',
  intro:
    'Buy now and pay in easy monthly instalments with your bank’s credit card. Choose your bank and an EMI period; the monthly instalment is your order total divided by the months you choose.',
  declarationTitle: 'Self declaration',
  declaration: [
    '0% interest on the instalments.',
    '0% down payment: nothing extra is paid today.',
    'A processing fee is charged by the bank as per its terms.',
    `The bank converts the purchase to EMI in about ${EMI_CONVERSION_DAYS} days; until then the full amount is blocked on the card.`,
    'The card used must be a credit card of the bank chosen, in the card holder’s name.',
  ],
  planTitle: 'Choose your EMI plan',
  bank: 'Bank',
  selectBank: 'Select bank',
  period: 'EMI Period',
  selectPeriod: 'Select EMI period',
  monthlyInstalment: 'Monthly Instalment',
  perMonth: (amount: string) => `${amount} / month`,
  termsLink: 'Terms and Conditions',
  termsTitle: (bank: string) => `${bank}: Terms and Conditions`,
  termsAgree: 'I have read and agree to the bank’s Terms and Conditions.',
  cardTitle: 'Bank Card Holder Details',
  accountHolder: 'Card Holder Name',
  accountHolderAddress: 'Card Holder Address',
  accountHolderMobile: 'Card Holder Mobile',
  accountHolderEmail: 'Card Holder Email',
  firstSix: `First ${FIRST_CARD_DIGITS} Digits of Card`,
  firstSixHint: `Only the first ${FIRST_CARD_DIGITS} digits; never your full card number.`,
  expiry: 'Card Expiry',
  expiryHint: CARD_EXPIRY_FORMAT,
  shippingTitle: 'Shipping Details',
  name: 'Full Name',
  mobile: 'Mobile',
  email: 'Email',
  province: 'Province',
  city: 'City',
  area: 'Area',
  selectPlace: (what: string) => `Select ${what.toLowerCase()}`,
  address: 'Address',
  customerNote: 'Customer Note (optional)',
  summaryTitle: 'Product Summary',
  qty: (n: number) => `Qty: ${n}`,
  free: (name: string) => `Free: ${name}`,
  coupon: (code: string) => `Coupon: ${code}`,
  deliveryCharge: 'Delivery Charge',
  deliveryFree: 'Free',
  grandTotal: 'Grand Total',
  months: (n: number) => `${n} months`,
  submit: 'Proceed to Pay',
  loading: 'Loading…',
  processing: 'Taking you to the payment page…',
  goToCart: 'Go to Cart',
  emptyBanksFallback: 'Flexi Pay is not available for your cart right now.',
  periodRequired: 'Please choose an EMI period.',
  unexpected: 'Something went wrong. Please try again.',
} as const;

export const FLEXIPAY_PATHS = {
  page: '/checkout-flexi-pay/',
  login: '/user/login',
  cart: '/user/cart',
} as const;
