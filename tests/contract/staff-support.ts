// Staff members for the contract tests of /api/admin/: made in the database (as `npm run staff`
// does) and signed in through the login route, as a script or the back office would.
import type { TestApp } from '../support/contract-app';
import { createStaff } from '../../server/accounts/staff';
import type { StaffRole } from '../../shared/domain/staff-roles';
import { post } from './http';

export interface StaffSession {
  id: number;
  email: string;
  token: string;
}

let n = 0;

/** A new staff member of `role`, signed in. */
export async function signedInStaff(t: Pick<TestApp, 'db' | 'apiUrl'>, role: StaffRole): Promise<StaffSession> {
  n += 1;
  const email = `${role}${n}-${Date.now()}@staff.example.com`;
  const row = await createStaff(t.db, { email, name: `${role} ${n}`, role, password: 'staff-password-1' });
  const r = await post<{ token: string }>(`${t.apiUrl.replace(/\/$/, '')}/admin`, '/login', { email, password: 'staff-password-1' });
  if (r.status !== 200) throw new Error(`staff login answered ${r.status}: ${JSON.stringify(r.body)}`);
  return { id: Number(row.id), email, token: r.body.token };
}
