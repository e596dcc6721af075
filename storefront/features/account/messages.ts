import { STORE_MESSAGES } from '../../../shared/validation/store-messages';

/**
 * Texts of the account area (/user/account/, spec part 3 §2, §4, §8). The spec's quoted
 * messages are verbatim (typos included); the rest is ours, in the same plain style.
 */
export const ACCOUNT_TEXT = {
  ...STORE_MESSAGES,
  pageTitle: 'My Account',
  tabsLabel: 'Account sections',

  // Tabs (spec part 3 §2).
  tabProfile: 'My Profile',
  tabOrders: 'Order History',
  tabLoyalty: 'Loyalty Point History',
  tabBookings: 'Booking History',

  // My Profile.
  profileTitle: 'Edit Profile',
  email: 'Email',
  fullName: 'Full Name',
  country: 'Country',
  countryCode: 'Country Code',
  mobile: 'Mobile Phone',
  address: 'Address',
  update: 'Update',

  // Change password.
  passwordTitle: 'Change Password',
  oldPassword: 'Old Password',
  newPassword: 'New Password',
  confirmPassword: 'Confirm Password',
  changePassword: 'Change Password',
  /** Spec part 3 §4, §8. */
  confirmPasswordMismatch: 'Confirm Password Doesnot Match',

  // Warranty registration.
  /** Spec part 3 §2. */
  warrantyTitle: 'Register a Product',
  modelNumber: 'Model Number',
  chooseModel: 'Type a model number or product name',
  modelHint: 'Type part of the model number (e.g. 55UQ) or of the product name, then choose from the list.',
  modelNotChosen: 'Please pick a model from the list.',
  /** Spec part 3 §5: the serial number is labelled 'or IMEI/MEID'. */
  serialNumber: 'Serial Number or IMEI/MEID',
  placeOfPurchase: 'Place of Purchase',
  purchaseDate: 'Purchase Date',
  proofOfPurchase: 'Proof of Purchase',
  proofHint: 'A photo or scan of the bill (image files only).',
  register: 'Register',

  // Order history (spec part 3 §2).
  colDate: 'Date',
  colOrderId: 'Order ID',
  colPaymentMethod: 'Payment Method',
  /** Under a Flexi Pay order's payment method: its bank, period and instalment. */
  flexiPlan: (bank: string, months: number, monthly: string) => `Flexi Pay: ${bank}, ${months} months, ${monthly} a month`,
  colOrderStatus: 'Order Status',
  colPaymentStatus: 'Payment Status',
  colDeliveryStatus: 'Delivery Status',
  colAction: 'Action',
  showItems: 'View items',
  hideItems: 'Hide items',
  itemsOf: (id: number | string) => `Items of order ${id}`,
  colProduct: 'Product',
  colQty: 'Qty',
  colPrice: 'Price',
  modelLabel: 'Model',
  freeGift: 'Free Gift',
  coupon: 'Coupon',
  /** The coupon's basis: 'on MRP' or 'on MOP'. */
  couponBasis: (basis: string) => `on ${basis}`,
  itemStatus: 'Status',
  itemPayment: 'Payment',
  itemDelivery: 'Delivery',
  totalProducts: 'Total Products (tax incl.)',
  couponDiscount: (code: string) => (code ? `Coupon Discount (${code})` : 'Coupon Discount'),
  shippingCharge: 'Shipping Charge',
  free: 'Free',
  redeem: 'Redeem',
  tdsOnRedeem: 'TDS on Redeem Point',
  cashBack: 'Cash Back',
  total: 'Total',
  noOrders: 'You have not placed any orders yet.',

  // Cancellation (spec part 3 §4, §8).
  cancelOrder: 'Cancel Order',
  cancelBooking: 'Cancel Booking',
  cancelOrderLabel: (id: number | string) => `Cancel order ${id}`,
  cancelBookingLabel: (id: number | string) => `Cancel booking ${id}`,
  cancelOrderTitle: (id: number | string) => `Cancel order ${id}`,
  cancelBookingTitle: (id: number | string) => `Cancel booking ${id}`,
  cancelReason: 'Reason for cancellation',
  cancelReasonHint: 'Tell us why you want to cancel (optional).',
  sendCancellation: 'Send request',
  keep: 'Keep it',
  /** Spec part 3 §4: Pending with the 'C' mark. */
  orderCancelRequested: 'You have made order cancellation request for this order.',
  /** Spec part 3 §4: Rejected with the 'C' mark. */
  orderCancelRejected: 'Order rejected on your order cancellation request.',
  /** Ours: the spec says bookings follow the order flow but quotes no text for a Pending booking with 'C'. */
  bookingCancelRequested: 'You have made booking cancellation request for this booking.',
  /** Spec part 3 §4: a booking with status Cancelled and the 'C' mark. */
  bookingCancelRejected: 'Booking rejected on your booking cancellation request.',
  /** Spec part 3 §8. */
  orderCancelSent: (id: number | string) => `Your order with Order ID ${id} request for cancellation is forward to us.`,
  /** Spec part 3 §8. */
  bookingCancelSent: (id: number | string) =>
    `Your Booking with Booking ID ${id} request for cancellation is forward to us.`,

  // Booking history (spec part 3 §2).
  colImage: 'Product',
  colBookingId: 'Booking ID',
  colPrepayment: 'Prepayment',
  /** Under a buy-now's product: the balance it pays (its Prepayment column shows what the pre-booking prepaid). */
  buyNowBalance: (amount: string) => `Buy Now balance: ${amount}`,
  buyNow: 'Buy Now',
  buyNowLabel: (name: string) => `Buy Now: ${name}`,
  noBookings: 'You have no bookings yet.',

  // Loyalty history (spec part 3 §2).
  colLoyaltyPoint: 'Loyalty Point',
  colTotalPoint: 'Total Point',
  colRemarks: 'Remarks',
  colStatus: 'Status',
  noLoyalty: 'You have no CG|Coins history yet.',

  loading: 'Loading…',
} as const;
