/** `npm run staff -- …` (server/accounts/staff-cli.ts): the first owner made from the command line. */
import type { TestApp } from '../support/contract-app';
import { runStaffCommandOn } from '../../server/accounts/staff-cli';
import { createTestApp } from '../support/contract-app';
import { demoFirstRun } from '../../server/demo-mode';
import * as demo from '../../server/demo';
import { get, post } from './http';

let t: TestApp;
beforeAll(async () => (t = await createTestApp({ seedProducts: 30 })));
afterAll(() => t.close());

const password = (value: string) => async () => value;

describe('npm run staff', () => {
  it('adds an owner who can then log in; refuses a short password, a bad role and a taken email', async () => {
    const email = `First.Owner.${Date.now()}@Shop.example.com`;
    await expect(runStaffCommandOn(t.db, ['add', '--email', email, '--role', 'owner'], password('short'))).rejects.toThrow('at least 10 characters');
    await expect(runStaffCommandOn(t.db, ['add', '--email', email, '--role', 'boss'], password('long-enough-1'))).rejects.toThrow('--role');
    await expect(runStaffCommandOn(t.db, ['add', '--role', 'owner'], password('long-enough-1'))).rejects.toThrow('--email');
    const done = await runStaffCommandOn(t.db, ['add', '--email', email, '--role', 'owner', '--name', 'Asha'], password('long-enough-1'));
    expect(done).toBe(`Staff account ${email.toLowerCase()} (owner) created. It signs in through POST /api/admin/login.`);
    await expect(runStaffCommandOn(t.db, ['add', '--email', email, '--role', 'support'], password('long-enough-1'))).rejects.toThrow('exists already');
    expect(await runStaffCommandOn(t.db, ['list'])).toContain(`${email.toLowerCase()}  owner  Asha`);

    const login = await post<{ token: string }>(`${t.apiUrl.replace(/\/$/, '')}/admin`, '/login', { email, password: 'long-enough-1' });
    expect(login.status).toBe(200);
    expect((await get(`${t.apiUrl.replace(/\/$/, '')}/admin`, '/staff', login.body.token)).status).toBe(200);

    expect(await runStaffCommandOn(t.db, ['password', '--email', email], password('another-one-2'))).toContain('sessions have ended');
    expect((await get(`${t.apiUrl.replace(/\/$/, '')}/admin`, '/me', login.body.token)).status).toBe(401);
    const audit = await t.db.query<{ action: string; note: string }>(`SELECT action, note FROM staff_audit WHERE entity = 'staff' AND note = 'command line' ORDER BY id DESC LIMIT 2`);
    expect(audit.rows.map((r) => r.action)).toEqual(['staff.password', 'staff.created']);
  });

  it('a demo start creates the demo owner (on a database seeded before there were staff accounts too)', async () => {
    expect((await t.db.query(`SELECT 1 FROM staff WHERE email = 'owner@example.com'`)).rows).toEqual([]);
    await demoFirstRun({ demoMode: true, seedProducts: 30 }, demo)(t.db);
    await demoFirstRun({ demoMode: true, seedProducts: 30 }, demo)(t.db);
    const r = await post<{ token: string; staff: { role: string } }>(`${t.apiUrl.replace(/\/$/, '')}/admin`, '/login', { email: 'owner@example.com', password: 'owner1234' });
    expect([r.status, r.body.staff?.role]).toEqual([200, 'owner']);
  });
});
