/** How the back office names each kind of booking. */
export const KIND_NAMES: Record<string, string> = {
  prebooking: 'Pre-booking',
  buy_now: 'Buy Now',
  reservation: 'Scooter reservation',
};
