// The demo accounts the seed creates. Their passwords are public on purpose: they are for trying
// the store locally and in tests, and the seed only runs on a database it creates content in.

export interface DemoAccount {
  name: string;
  email: string;
  password: string;
  mobile: string;
  address: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  // Orders in every state, bookings, a scooter reservation, loyalty history, a cart and a wishlist.
  { name: 'Sita Sharma', email: 'sita@example.com', password: 'sita1234', mobile: '9841000001', address: 'House 12, Shankhamul Marg, New Baneshwor' },
  // A few orders, a reservation and a cart.
  { name: 'Ram Thapa', email: 'ram@example.com', password: 'ram12345', mobile: '9851000002', address: 'Lakeside-6, Baidam Road' },
  // A fresh account: empty cart, wishlist and history.
  { name: 'Gita Gurung', email: 'gita@example.com', password: 'gita1234', mobile: '9861000003', address: 'Ward 4, Bharatpur Heights' },
];

/** The demo store's owner for the back office (/admin/, /api/admin/); only ever made in demo mode. */
export const DEMO_STAFF = { name: 'Demo Owner', email: 'owner@example.com', password: 'owner1234', role: 'owner' } as const;
