/** Header texts. */
export const HEADER_TEXT = {
  country: 'NEP',
  countryName: 'Nepal',
  guestMenu: 'Login / Register',
  login: 'Login',
  register: 'Register',
  account: 'Account',
  wishlist: 'Wishlist',
  logout: 'Logout',
  cart: 'Cart',
  coins: 'CG|Coins',
  tollFree: 'Toll-free',
  tollFreeNumber: '16600100211',
} as const;

/** '120 CG|Coins' (lakh grouping for large balances). */
export const formatCoins = (points: number): string =>
  `${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(points)} ${HEADER_TEXT.coins}`;
