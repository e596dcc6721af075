import type { Queryable } from '../../db';
import { createStaff, findStaffByEmail } from '../../accounts/staff';
import { DEMO_STAFF } from './accounts';

/** Every demo start: the demo owner exists (a database seeded before the staff side gets one too). */
export async function ensureDemoStaff(db: Queryable): Promise<void> {
  if (await findStaffByEmail(db, DEMO_STAFF.email)) return;
  await createStaff(db, DEMO_STAFF);
}
