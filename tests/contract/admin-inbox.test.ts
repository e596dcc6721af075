/**
 * The support inbox of the staff API (issue 32): product enquiries, contact messages and store
 * consultations listed by open / answered and answered once (audited), newsletter sign-ups listed
 * and exported, the CSV exports exactly (quoting, formula cells neutralised), the dashboard's open
 * counts; and the owner's changes to staff accounts: a role change taking effect at once, a member
 * switched off refused at once, the last active owner kept.
 */
import type { TestApp } from '../support/contract-app';
import { STAFF_MESSAGES as M } from '../../server/accounts/staff-messages';
import type { StaffRole } from '../../shared/domain/staff-roles';
import { INBOX_INPUT_MESSAGES as IM } from '../../shared/validation/staff';
import { call, get, post } from './http';
import { api, checkoutApp, product, shopper } from './checkout-support';
import { signedInStaff } from './staff-support';

let t: TestApp;
beforeAll(async () => {
  ({ t } = await checkoutApp());
  // The demo seed's messages and sign-ups out of the way: every list and export below is exact.
  await t.db.query('DELETE FROM enquiries');
  await t.db.query('DELETE FROM store_consultations');
  await t.db.query('DELETE FROM newsletter_subscribers');
});
afterAll(() => t.close());

const admin = () => `${api(t)}/admin`;

interface Member {
  id: number;
  email: string;
  token: string;
}

const staffMember = (role: StaffRole): Promise<Member> => signedInStaff(t, role);

const patch = (path: string, body: unknown, token?: string) => call<{ staff: Record<string, unknown> }>(admin(), 'PATCH', path, body, { token });

async function csv(path: string, token: string) {
  const res = await fetch(`${admin()}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  // The decoder drops the byte order mark a spreadsheet needs; `bom` says whether it was sent.
  return { status: res.status, headers: res.headers, text: new TextDecoder().decode(bytes), bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf };
}

interface Page<T = Record<string, unknown>> {
  statusCode: number;
  data: T[];
  total: number;
  page: number;
  per_page: number;
}

const auditOf = async (entity: string, id: number) =>
  (await t.db.query<{ staff_id: string; action: string; before: unknown; after: unknown; note: string | null }>(
    'SELECT staff_id, action, before, after, note FROM staff_audit WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, String(id)],
  )).rows.map((a) => ({ ...a, staff_id: Number(a.staff_id) }));

async function businessEnquiry(productId: number, name: string, createdAt: string): Promise<number> {
  const r = await t.db.query<{ id: string }>(
    `INSERT INTO enquiries (kind, product_id, name, email, phone, organization, enquiry, created_at)
     VALUES ('business', $1, $2, 'buyer@example.com', '9801234567', 'Everest Pvt. Ltd.', 'A quotation for 10 units, please.', $3) RETURNING id`,
    [productId, name, createdAt],
  );
  return Number(r.rows[0].id);
}

let areaId: number;
beforeAll(async () => {
  areaId = Number((await t.db.query<{ id: number }>('SELECT id FROM areas ORDER BY id LIMIT 1')).rows[0].id);
});

describe('who may use the inbox', () => {
  const ROUTES: [string, string, string, unknown?][] = [
    ['support', 'GET', '/enquiries'],
    ['support', 'POST', '/enquiries/999999', { status: 'answered' }],
    ['support', 'GET', '/enquiries.csv'],
    ['support', 'GET', '/consultations?status=answered'],
    ['support', 'POST', '/consultations/999999', { status: 'answered' }],
    ['support', 'GET', '/consultations.csv'],
    ['support', 'GET', '/contact-messages?page=2'],
    ['support', 'POST', '/contact-messages/999999', { status: 'answered', note: 'called back' }],
    ['support', 'GET', '/contact-messages.csv'],
    ['support', 'GET', '/newsletter'],
    ['support', 'GET', '/newsletter.csv'],
    ['staff', 'PATCH', '/staff/999999', { active: true }],
  ];
  const MAY: Record<StaffRole, string[]> = { owner: ['support', 'staff'], support: ['support'], operations: [], catalogue: [] };
  const AREA_NAMES: Record<string, string> = { support: 'the inbox', staff: 'staff accounts and settings' };

  it('without a staff token every route answers 401, a shopper token included', async () => {
    const s = await shopper(t);
    for (const [, method, path, body] of ROUTES) {
      const none = await fetch(`${admin()}${path}`, { method, headers: body ? { 'Content-Type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined });
      expect([path, none.status, ((await none.json()) as { message: string }).message]).toEqual([path, 401, M.sessionEnded]);
      const shopperCall = await fetch(`${admin()}${path}`, {
        method, headers: { Authorization: `Bearer ${s.token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
      });
      expect([path, shopperCall.status]).toEqual([path, 401]);
    }
  });

  it.each(['owner', 'support', 'operations', 'catalogue'] as StaffRole[])('role %s: allowed in its areas, 403 elsewhere', async (role) => {
    const { token } = await staffMember(role);
    for (const [area, method, path, body] of ROUTES) {
      const res = await fetch(`${admin()}${path}`, {
        method, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body: body ? JSON.stringify(body) : undefined,
      });
      const expected = !MAY[role].includes(area) ? 403 : method === 'GET' ? 200 : 404;
      expect([path, res.status]).toEqual([path, expected]);
      if (expected === 403) expect(((await res.json()) as { message: string }).message).toBe(M.forbidden(AREA_NAMES[area]));
    }
  });
});

describe('product enquiries', () => {
  it('lists the open ones newest first, 20 a page; answers one once, with its audit row', async () => {
    const support = await staffMember('support');
    const p = await product(t, { pricePaisa: 45_000_00 });
    const ids: number[] = [];
    for (let i = 0; i < 22; i += 1) ids.push(await businessEnquiry(p.id, `Buyer ${i}`, new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString()));
    const contactId = Number((await t.db.query<{ id: string }>(
      `INSERT INTO enquiries (kind, name, email, phone, enquiry) VALUES ('contact', 'Not a product enquiry', 'c@example.com', '9800000000', 'Hello') RETURNING id`,
    )).rows[0].id);

    const first = await get<Page>(admin(), '/enquiries', support.token);
    expect(first.status).toBe(200);
    expect({ ...first.body, data: first.body.data.length }).toEqual({ statusCode: 200, data: 20, total: 22, page: 1, per_page: 20 });
    expect(first.body.data.map((e) => e.id)).toEqual(ids.slice(2).reverse());
    expect(first.body.data[0]).toEqual({
      id: ids[21], user_id: null, product_id: p.id, product_name: p.name, name: 'Buyer 21', email: 'buyer@example.com', phone: '9801234567',
      organization: 'Everest Pvt. Ltd.', enquiry: 'A quotation for 10 units, please.', created_at: expect.any(String),
      status: 'open', answered_at: null, answered_by: null, answered_by_email: null, answer_note: null,
    });
    const second = await get<Page>(admin(), '/enquiries?status=open&page=2', support.token);
    expect([second.body.page, second.body.total, second.body.data.map((e) => e.id)]).toEqual([2, 22, [ids[1], ids[0]]]);

    const answered = await post<{ enquiry: Record<string, unknown> }>(admin(), `/enquiries/${ids[5]}`, { status: 'answered', note: 'Quoted by phone' }, support.token);
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({
      statusCode: 200,
      enquiry: expect.objectContaining({ id: ids[5], status: 'answered', answered_at: expect.any(String), answered_by: support.id, answered_by_email: support.email, answer_note: 'Quoted by phone' }),
    });
    expect(await auditOf('enquiry', ids[5])).toEqual([
      { staff_id: support.id, action: 'enquiry.answered', before: { status: 'open' }, after: { status: 'answered' }, note: 'Quoted by phone' },
    ]);
    expect((await get<Page>(admin(), '/enquiries', support.token)).body.total).toBe(21);
    const done = await get<Page>(admin(), '/enquiries?status=answered', support.token);
    expect([done.body.total, done.body.data.map((e) => e.id)]).toEqual([1, [ids[5]]]);

    const again = await post(admin(), `/enquiries/${ids[5]}`, { status: 'answered' }, support.token);
    expect([again.status, again.body.message]).toEqual([422, 'This enquiry was answered already.']);
    expect(await auditOf('enquiry', ids[5])).toHaveLength(1);

    const wrong = [
      [await post(admin(), `/enquiries/${ids[6]}`, {}, support.token), 422, IM.answered],
      [await post(admin(), `/enquiries/${ids[6]}`, { status: 'open' }, support.token), 422, IM.answered],
      [await post(admin(), `/enquiries/${contactId}`, { status: 'answered' }, support.token), 404, `There is no enquiry ${contactId}.`],
      [await get(admin(), '/enquiries?status=closed', support.token), 422, 'status is one of: open, answered.'],
      [await get(admin(), '/enquiries?page=0', support.token), 422, 'page is a whole number from 1.'],
    ] as const;
    for (const [r, status, message] of wrong) expect([r.status, r.body.message]).toEqual([status, message]);
    expect((await t.db.query<{ status: string }>('SELECT status FROM enquiries WHERE id = $1', [ids[6]])).rows[0].status).toBe('new');
  });
});

describe('contact messages and consultations', () => {
  it('come from the shopper forms, are answered once and counted on the dashboard until then', async () => {
    const support = await staffMember('support');
    const p = await product(t, { pricePaisa: 30_000_00 });
    const counts = async () => {
      const d = (await get<Record<string, number>>(admin(), '/dashboard', support.token)).body;
      return [d.open_enquiries, d.open_consultations, d.open_contact_messages];
    };
    const before = await counts();

    expect((await post(api(t), '/post-enquiry', { name: 'Bishnu', email: 'bishnu@example.net', phone: '9812345678', enquiry: 'Do you deliver to Hetauda?' })).status).toBe(200);
    expect((await post(api(t), '/post-stock-consultation', { name: 'Sunita', email: 'sunita@example.com', number: '9812345678', area_id: areaId, product_id: p.id, queries: 'Can I see it at Durbarmarg?' })).status).toBe(200);
    expect((await post(api(t), '/business-enquiry', { name: 'Hotel', email: 'hotel@example.com', phone: '9801234567', product_id: p.id, enquiry: 'Bulk price?' })).status).toBe(200);
    expect(await counts()).toEqual([before[0] + 1, before[1] + 1, before[2] + 1]);

    const messages = await get<Page<{ id: number; name: string; message: string; status: string }>>(admin(), '/contact-messages', support.token);
    const message = messages.body.data.find((m) => m.name === 'Bishnu')!;
    expect(message).toMatchObject({ email: 'bishnu@example.net', phone: '9812345678', message: 'Do you deliver to Hetauda?', status: 'open' });
    const consultations = await get<Page<{ id: number; name: string }>>(admin(), '/consultations', support.token);
    const consultation = consultations.body.data.find((c) => c.name === 'Sunita')!;
    const area = (await t.db.query<{ area: string; city: string }>('SELECT a.name AS area, c.name AS city FROM areas a JOIN cities c ON c.id = a.city_id WHERE a.id = $1', [areaId])).rows[0];
    expect(consultation).toMatchObject({
      product_id: p.id, product_name: p.name, email: 'sunita@example.com', number: '9812345678', area_id: areaId, area_name: area.area, city_name: area.city,
      queries: 'Can I see it at Durbarmarg?', status: 'open', answered_at: null,
    });

    const m = await post<{ contact_message: Record<string, unknown> }>(admin(), `/contact-messages/${message.id}`, { status: 'answered', note: 'Yes, within 5 days.' }, support.token);
    expect([m.status, m.body.contact_message]).toEqual([200, expect.objectContaining({ id: message.id, status: 'answered', answered_by: support.id, answer_note: 'Yes, within 5 days.' })]);
    const c = await post<{ consultation: Record<string, unknown> }>(admin(), `/consultations/${consultation.id}`, { status: 'answered' }, support.token);
    expect([c.status, c.body.consultation]).toEqual([200, expect.objectContaining({ id: consultation.id, status: 'answered', answered_by: support.id, answer_note: null })]);
    // The table keeps its own word for an answered consultation.
    expect((await t.db.query<{ status: string }>('SELECT status FROM store_consultations WHERE id = $1', [consultation.id])).rows[0].status).toBe('contacted');
    expect(await auditOf('contact_message', message.id)).toEqual([
      { staff_id: support.id, action: 'contact_message.answered', before: { status: 'open' }, after: { status: 'answered' }, note: 'Yes, within 5 days.' },
    ]);
    expect(await auditOf('consultation', consultation.id)).toEqual([
      { staff_id: support.id, action: 'consultation.answered', before: { status: 'open' }, after: { status: 'answered' }, note: null },
    ]);

    const twice = await post(admin(), `/consultations/${consultation.id}`, { status: 'answered' }, support.token);
    expect([twice.status, twice.body.message]).toEqual([422, 'This consultation was answered already.']);
    const twiceMessage = await post(admin(), `/contact-messages/${message.id}`, { status: 'answered' }, support.token);
    expect([twiceMessage.status, twiceMessage.body.message]).toEqual([422, 'This contact message was answered already.']);
    expect(await counts()).toEqual([before[0] + 1, before[1], before[2]]);
  });
});

describe('CSV exports', () => {
  it('newsletter.csv: every subscribed address with when it subscribed (Nepal time), newest first, formula cells neutralised', async () => {
    const support = await staffMember('support');
    for (const email of ['first@example.com', '=1+1@example.com', 'gone@example.com']) {
      expect((await post(api(t), '/post-subscribers', { email })).status).toBe(200);
    }
    await t.db.query(`UPDATE newsletter_subscribers SET created_at = '2026-01-05T04:15:00Z' WHERE email = 'first@example.com'`);
    await t.db.query(`UPDATE newsletter_subscribers SET created_at = '2026-02-10T18:20:30Z' WHERE email = '=1+1@example.com'`);
    await t.db.query(`UPDATE newsletter_subscribers SET status = false, unsubscribed_at = now() WHERE email = 'gone@example.com'`);

    const r = await csv('/newsletter.csv', support.token);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.headers.get('cache-control')).toBe('private, no-store');
    expect(r.bom).toBe(true);
    expect(r.text).toBe(
      'email,subscribed_at\r\n' +
      "'=1+1@example.com,2026-02-11T00:05:30+05:45\r\n" +
      'first@example.com,2026-01-05T10:00:00+05:45\r\n',
    );

    const list = await get<Page>(admin(), '/newsletter', support.token);
    expect(list.body).toEqual({
      statusCode: 200, total: 2, page: 1, per_page: 20,
      data: [
        { id: expect.any(Number), email: '=1+1@example.com', subscribed: true, subscribed_at: expect.any(String), unsubscribed_at: null },
        { id: expect.any(Number), email: 'first@example.com', subscribed: true, subscribed_at: expect.any(String), unsubscribed_at: null },
      ],
    });
    expect(new Date(list.body.data[1].subscribed_at as string).toISOString()).toBe('2026-01-05T04:15:00.000Z');
    const gone = await get<Page>(admin(), '/newsletter?status=unsubscribed', support.token);
    expect([gone.body.total, gone.body.data[0].email, gone.body.data[0].subscribed]).toEqual([1, 'gone@example.com', false]);
    expect((await get(admin(), '/newsletter?status=all', support.token)).status).toBe(422);
  });

  it('contact-messages.csv: quotes, doubled quotes, line breaks and formula cells', async () => {
    const support = await staffMember('support');
    await t.db.query(`DELETE FROM enquiries WHERE kind = 'contact'`);
    expect((await post(api(t), '/post-enquiry', {
      name: '=HYPERLINK("http://evil.example","click")', email: 'mallory@example.net', phone: '+977 9812345678', enquiry: 'Hello, "shop"\nsecond line',
    })).status).toBe(200);
    expect((await post(api(t), '/post-enquiry', { name: 'Asha', email: 'asha@example.com', phone: '9801234567', enquiry: '-10% off?' })).status).toBe(200);
    const [mallory, asha] = (await t.db.query<{ id: string }>(`SELECT id FROM enquiries WHERE kind = 'contact' ORDER BY id`)).rows.map((r) => Number(r.id));
    await t.db.query(`UPDATE enquiries SET created_at = '2026-03-01T08:20:09Z' WHERE id = $1`, [mallory]);
    await t.db.query(`UPDATE enquiries SET created_at = '2026-03-02T08:20:09Z' WHERE id = $1`, [asha]);
    expect((await post(admin(), `/contact-messages/${asha}`, { status: 'answered', note: '@SUM(A1), said no' }, support.token)).status).toBe(200);
    await t.db.query(`UPDATE enquiries SET answered_at = '2026-03-02T10:00:00Z' WHERE id = $1`, [asha]);

    const r = await csv('/contact-messages.csv', support.token);
    expect([r.status, r.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
    expect(r.headers.get('content-disposition')).toMatch(/^attachment; filename="contact-messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(r.text).toBe(
      'id,received_at,status,name,email,phone,message,answered_at,answered_by,answer_note\r\n' +
      `${asha},2026-03-02T14:05:09+05:45,answered,Asha,asha@example.com,9801234567,'-10% off?,2026-03-02T15:45:00+05:45,${support.email},"'@SUM(A1), said no"\r\n` +
      `${mallory},2026-03-01T14:05:09+05:45,open,"'=HYPERLINK(""http://evil.example"",""click"")",mallory@example.net,'+977 9812345678,"Hello, ""shop""\nsecond line",,,\r\n`,
    );
    const open = await csv('/contact-messages.csv?status=open', support.token);
    expect(open.text.split('\r\n').filter(Boolean).map((line) => line.split(',')[0])).toEqual(['id', String(mallory)]);
    expect((await csv('/contact-messages.csv?status=new', support.token)).status).toBe(422);
  });

  it('enquiries.csv and consultations.csv: their own columns', async () => {
    const support = await staffMember('support');
    const enquiries = await csv('/enquiries.csv?status=answered', support.token);
    const lines = enquiries.text.split('\r\n');
    expect(lines[0]).toBe('id,received_at,status,name,email,phone,organization,product,enquiry,answered_at,answered_by,answer_note');
    expect(lines.filter(Boolean)).toHaveLength(2);
    expect(lines[1]).toContain(`,answered,Buyer 5,buyer@example.com,9801234567,Everest Pvt. Ltd.,`);
    expect(lines[1]).toContain(',"A quotation for 10 units, please.",');
    const consultations = await csv('/consultations.csv', support.token);
    expect(consultations.text.split('\r\n')[0]).toBe('id,received_at,status,name,email,number,area,city,product,queries,answered_at,answered_by,answer_note');
    expect(consultations.text).toContain(',answered,Sunita,sunita@example.com,9812345678,');
  });
});

describe('staff accounts: role and switch-off (owner only)', () => {
  it('a role change takes effect at once, audited', async () => {
    const owner = await staffMember('owner');
    const member = await staffMember('support');
    expect((await get(admin(), '/enquiries', member.token)).status).toBe(200);
    const r = await patch(`/staff/${member.id}`, { role: 'catalogue' }, owner.token);
    expect([r.status, r.body]).toEqual([200, { statusCode: 200, staff: { id: member.id, email: member.email, name: expect.any(String), role: 'catalogue', totp: false, active: true } }]);
    const refused = await get(admin(), '/enquiries', member.token);
    expect([refused.status, refused.body.message]).toEqual([403, M.forbidden('the inbox')]);
    expect((await get(admin(), '/products/3', member.token)).status).toBe(200);
    expect(await auditOf('staff', member.id)).toEqual([
      { staff_id: owner.id, action: 'staff.changed', before: { role: 'support', active: true }, after: { role: 'catalogue', active: true }, note: null },
    ]);
    // The same values again change nothing, and write no audit row.
    expect((await patch(`/staff/${member.id}`, { role: 'catalogue', active: true }, owner.token)).status).toBe(200);
    expect(await auditOf('staff', member.id)).toHaveLength(1);
  });

  it('a member switched off is refused at once with its message, and cannot log in until switched on', async () => {
    const owner = await staffMember('owner');
    const member = await staffMember('support');
    const r = await patch(`/staff/${member.id}`, { active: false }, owner.token);
    expect([r.status, r.body.staff?.active]).toEqual([200, false]);
    for (const path of ['/enquiries', '/me']) {
      const refused = await get(admin(), path, member.token);
      expect([path, refused.status, refused.body.message]).toEqual([path, 401, M.disabled]);
    }
    const login = await post(admin(), '/login', { email: member.email, password: 'staff-password-1' });
    expect([login.status, login.body.message, login.body.token]).toEqual([403, M.disabled, undefined]);
    const wrongPassword = await post(admin(), '/login', { email: member.email, password: 'not-the-password' });
    expect([wrongPassword.status, wrongPassword.body.message]).toEqual([401, M.loginFailed]);
    const listed = await get<{ data: { id: number; active: boolean; disabled: boolean }[] }>(admin(), '/staff', owner.token);
    expect(listed.body.data.find((s) => s.id === member.id)).toMatchObject({ active: false, disabled: true });
    expect(await auditOf('staff', member.id)).toEqual([
      { staff_id: owner.id, action: 'staff.changed', before: { role: 'support', active: true }, after: { role: 'support', active: false }, note: null },
    ]);

    expect((await patch(`/staff/${member.id}`, { active: true }, owner.token)).body.staff?.active).toBe(true);
    const old = await get(admin(), '/enquiries', member.token);
    expect([old.status, old.body.message]).toEqual([401, M.sessionEnded]);
    const back = await post<{ token: string }>(admin(), '/login', { email: member.email, password: 'staff-password-1' });
    expect(back.status).toBe(200);
    expect((await get(admin(), '/enquiries', back.body.token)).status).toBe(200);
  });

  it('refuses what it cannot do', async () => {
    const owner = await staffMember('owner');
    const member = await staffMember('operations');
    const cases = [
      [await patch(`/staff/${member.id}`, {}, owner.token), 422, IM.staffNothingToChange],
      [await patch(`/staff/${member.id}`, { role: 'boss' }, owner.token), 422, 'role is one of: owner, operations, catalogue, support.'],
      [await patch(`/staff/${member.id}`, { active: 'no' }, owner.token), 422, IM.active],
      [await patch('/staff/999999', { active: false }, owner.token), 404, M.noStaff(999999)],
      [await patch('/staff/abc', { active: false }, owner.token), 400, expect.any(String)],
      [await patch(`/staff/${owner.id}`, { active: false }, member.token), 403, M.forbidden('staff accounts and settings')],
    ] as const;
    for (const [r, status, message] of cases) expect([r.status, r.body.message]).toEqual([status, message]);
  });

  it('the last active owner can neither switch themselves off nor give up the role', async () => {
    const owner = await staffMember('owner');
    const others = (await t.db.query<{ id: string }>(`SELECT id FROM staff WHERE role = 'owner' AND disabled_at IS NULL AND id <> $1`, [owner.id])).rows;
    for (const o of others) expect((await patch(`/staff/${o.id}`, { active: false }, owner.token)).status).toBe(200);

    for (const change of [{ active: false }, { role: 'support' }, { role: 'operations', active: false }]) {
      const r = await patch(`/staff/${owner.id}`, change, owner.token);
      expect([r.status, r.body.message]).toEqual([422, M.lastOwner]);
    }
    expect((await get(admin(), '/staff', owner.token)).status).toBe(200);

    // With a second owner, the first may step down; the second is then the last.
    const created = await post<{ staff: { id: number } }>(admin(), '/staff', { email: `second-owner-${Date.now()}@staff.example.com`, name: 'Second Owner', role: 'owner', password: 'staff-password-2' }, owner.token);
    expect(created.status).toBe(201);
    const second = created.body.staff.id;
    const stepDown = await patch(`/staff/${owner.id}`, { role: 'support' }, owner.token);
    expect([stepDown.status, stepDown.body.staff?.role]).toEqual([200, 'support']);
    expect((await get(admin(), '/staff', owner.token)).status).toBe(403);
    const secondLogin = await post<{ token: string }>(admin(), '/login', { email: (await t.db.query<{ email: string }>('SELECT email FROM staff WHERE id = $1', [second])).rows[0].email, password: 'staff-password-2' });
    const last = await patch(`/staff/${second}`, { active: false }, secondLogin.body.token);
    expect([last.status, last.body.message]).toEqual([422, M.lastOwner]);
    expect(Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM staff WHERE role = 'owner' AND disabled_at IS NULL`)).rows[0].n)).toBe(1);
  });
});
