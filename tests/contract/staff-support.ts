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

/** A staff route as `[method, path, body?]`, for the permission matrices. */
export type StaffRoute = [method: string, path: string, body?: unknown];

/** Sends one staff route under `base` (…/api/admin) with a bearer token, or none. */
export const sendRoute = (base: string, [method, path, body]: StaffRoute, token?: string) =>
  fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

/**
 * Each route answered as `role` may: `allowed(route)` when the role is one of `roles`, 403 with
 * `forbidden` otherwise.
 */
export async function expectRoleAnswers(base: string, routes: StaffRoute[], token: string, mayAct: boolean, allowed: (route: StaffRoute) => number, forbidden: string) {
  for (const route of routes) {
    const res = await sendRoute(base, route, token);
    const answer = (await res.json()) as { message: string };
    expect([route[0], route[1], res.status]).toEqual([route[0], route[1], mayAct ? allowed(route) : 403]);
    if (!mayAct) expect(answer.message).toBe(forbidden);
  }
}

/** Each route refused (401, with `message`) without a token, and with a shopper's token. */
export async function expectNoStaffRefused(base: string, routes: StaffRoute[], shopperToken: string, message: string) {
  for (const route of routes) {
    const none = await sendRoute(base, route);
    expect([route[1], none.status, ((await none.json()) as { message: string }).message]).toEqual([route[1], 401, message]);
    expect([route[1], (await sendRoute(base, route, shopperToken)).status]).toEqual([route[1], 401]);
  }
}
