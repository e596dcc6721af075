/**
 * Staff roles and what each may do (issue 32, docs/adr/0016-staff-side.md). The owner may do
 * everything, including managing staff and the second-factor rule; the other roles one area each.
 */
export const STAFF_ROLES = ['owner', 'operations', 'catalogue', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** An area of the back office: each staff route needs one. */
export type StaffArea =
  /** orders, bookings, payments, refunds */
  | 'operations'
  /** products, prices, stock, content */
  | 'catalogue'
  /** the inbox: reviews, warranty registrations, enquiries, messages, sign-ups */
  | 'support'
  /** staff accounts and the owner's settings */
  | 'staff'
  /** what needs a person now: every role sees the dashboard */
  | 'dashboard';

const AREAS: Record<StaffRole, readonly StaffArea[]> = {
  owner: ['operations', 'catalogue', 'support', 'staff', 'dashboard'],
  operations: ['operations', 'dashboard'],
  catalogue: ['catalogue', 'dashboard'],
  support: ['support', 'dashboard'],
};

export const mayUse = (role: StaffRole, area: StaffArea): boolean => AREAS[role].includes(area);

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
