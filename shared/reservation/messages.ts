/**
 * Texts of the scooter reservation screens. The spec's are verbatim (part 1 §2, §4, §5, §9);
 * the rest are ours. Validation messages come from shared/validation/messages.ts.
 */
import { ACCOUNT_MESSAGES } from '../validation/messages';

export const RESERVATION_TEXT = {
  ...ACCOUNT_MESSAGES,

  // spec texts
  forgotPassword: 'Forgot password?',
  totalPayable: 'Total payable',
  payInFull: 'Pay in full',
  cardPayment: 'Card Payment',
  esewa: 'eSewa',
  connectIps: 'Connect IPS',
  payWithCard: 'Pay with Card Payment',
  bookingId: 'Booking ID',
  reservedOn: (date: string) => `Reserved on ${date}`,
  paymentFailed: (reason: string) => `Payment ${reason}`,
  purchaseAnother: 'Purchase another scooter',
  home: 'Home',
  nepal: 'Nepal',
  notFound: 'This page could not be found.',
  startOver: 'Start your reservation',
  chooseScooter: 'Choose a scooter',

  // login and registration (the storefront's labels, so both forms read alike)
  loginTitle: 'Login',
  loginIntro: 'Log in to reserve your scooter and see your reservations.',
  loginButton: 'Login',
  email: 'Email',
  password: 'Password',
  noAccount: "Don't have an account?",
  signUp: 'Sign up',
  registerTitle: 'Create Account',
  registerIntro: 'Create an account to reserve your scooter.',
  registerButton: 'Create Account',
  haveAccount: 'Already have an account?',
  loginLink: 'Login',
  fullName: 'Full name',
  mobileNumber: 'Mobile number',
  confirmPassword: 'Confirm password',
  mobileHint: '10 digits, e.g. 98XXXXXXXX',
  passwordHint: 'At least 6 characters.',
  registered: 'Your account has been created. Please log in.',
  fallbackError: 'Something went wrong. Please try again.',
  /** A screen whose code did not arrive (the widget fetches later screens on demand). */
  tryAgain: 'Try again',

  // shipping address
  shippingTitle: 'Shipping address',
  shippingIntro: 'Where should we deliver your scooter?',
  province: 'Province',
  city: 'City',
  area: 'Area',
  address: 'Address',
  addressHint: 'Street, tole and house number',
  note: 'Note (optional)',
  choose: (what: string) => `Select ${what.toLowerCase()}`,
  continueToPayment: 'Continue to payment',

  // payment
  paymentTitle: 'Payment',
  paymentIntro: 'Pay the reservation amount to reserve your scooter.',
  reservationAmount: 'Reservation amount',
  chooseMethod: 'Choose a payment method',
  cardHint: 'Visa, Mastercard and UnionPay debit or credit cards',
  esewaHint: 'Pay from your eSewa wallet',
  connectIpsHint: 'Pay from your bank account',

  // price summary
  summaryTitle: 'Price summary',
  product: 'Product',
  colour: 'Colour',
  customerDetails: 'Customer details',
  paymentMethod: 'Payment method',
  payWith: (method: string) => `Pay with ${method}`,
  redirectNote: 'You will be taken to the payment page. Come back here once you have paid.',

  // my reservations
  reservationsTitle: 'My reservations',
  noReservations: 'You have no reservations yet.',
  reservationPaid: 'Payment received. Your scooter is reserved.',
  reservationNotPaid: 'The payment did not go through.',
  /** After 'Payment ' when the server gives no reason (ours always does: server/reservation/reservation-messages.ts). */
  noReason: 'did not go through.',
  /** Back from the gateway without a payment, the booking still open (eSewa's cancel proves nothing). */
  noPaymentCompleted: 'No payment was completed.',
  laterPaymentCounts: (bookingId: string | number) =>
    `Booking ID ${bookingId} stays open for now: if the payment service confirms a payment for it later, that payment still counts and your scooter is reserved.`,
  loggedInAs: (name: string) => `Logged in as ${name}`,
  logout: 'Log out',

  // panel and chrome
  back: 'Back',
  yourScooter: 'Your scooter',
  noScooter: 'No scooter selected',
  chooseScooterFirst: 'Choose a scooter first',
  chooseScooterIntro: 'Your reservation needs a scooter. Choose one on the scooter site, then come back here to reserve it.',
  noScooterHint: 'Pick a model and colour on the scooter site to reserve it.',
  /** Under the hint, for a visitor not logged in. */
  noScooterLogin: 'You can still log in to see your reservations.',
  certificationTitle: 'Certification details',
  certificationButton: (title: string) => `Certification details of ${title}`,
  picture: (product: string, colour: string, n: number, of: number) =>
    `${product}${colour ? ` in ${colour}` : ''}, picture ${n} of ${of}`,
  previousPicture: 'Previous picture',
  nextPicture: 'Next picture',

  // /test
  testTitle: 'Test',
  testLabel: 'Type something',
  testEcho: (text: string) => `You typed: ${text}`,
} as const;
