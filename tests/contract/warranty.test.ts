/**
 * Warranty registration over HTTP (spec part 3 §2, §5, §7): the model select, and
 * post-warranty-web as multipart — the proof of purchase must be an image by its bytes (not by
 * its name or declared type), within the size limit, stored under a generated name, and only
 * ever answered as an image.
 */
import { createTestApp, type TestApp } from '../support/contract-app';
import { WARRANTY_MESSAGES as W } from '../../server/accounts/account-area-messages';
import { PROOF_NAME, sniffImage, WARRANTY_MAX_BYTES } from '../../server/accounts/warranty';
import { TEXT_LIMITS as L, tooLong } from '../../shared/validation/limits';
import { STORE_MESSAGES as S } from '../../shared/validation/store-messages';
import { call, get } from './http';
import { api, shopper } from './checkout-support';

let t: TestApp;
let model: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 20, env: { FORM_RATE_LIMIT: '1000' } });
  model = (await t.db.query<{ model_number: string }>('SELECT model_number FROM products WHERE status ORDER BY id LIMIT 1')).rows[0].model_number;
});
afterAll(() => t.close());

// A real 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
const GIF = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

interface Upload {
  fields?: Record<string, string>;
  file?: { bytes: Uint8Array; name: string; type: string } | null;
  fileField?: string;
}

/** A unit registers once (migration 014): each upload a serial number of its own unless it names one. */
let serials = 0;
const fieldsOf = (serial = `SN-${++serials}`) => ({ model_no: model, serial_number: serial, place_of_purchase: 'CG Digital, Durbarmarg', purchase_date: '2024-05-01' });

function form(u: Upload = {}): FormData {
  const f = new FormData();
  const fields = u.fields ?? fieldsOf();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  const file = u.file === undefined ? { bytes: PNG, name: 'invoice.png', type: 'image/png' } : u.file;
  if (file) f.append(u.fileField ?? 'proof_of_purchase', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return f;
}

async function upload(token: string | null, body: FormData | string, contentType?: string) {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (contentType) headers['Content-Type'] = contentType;
  const res = await fetch(`${api(t)}/post-warranty-web`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as { statusCode: number; message: string } };
}

describe('get-product-models', () => {
  it('lists each model number on sale once, sorted, with a product name to search by', async () => {
    const r = await get<{ data: { model_number: string; name: string }[] }>(api(t), '/get-product-models');
    expect(r.status).toBe(200);
    const models = r.body.data.map((m) => m.model_number);
    expect(models.length).toBeGreaterThan(5);
    expect(new Set(models).size).toBe(models.length);
    expect([...models].sort()).toEqual(models);
    expect(r.body.data[0]).toEqual({ model_number: expect.any(String), name: expect.any(String) });
    const { name } = (await t.db.query<{ name: string }>('SELECT name FROM products WHERE model_number = $1 ORDER BY name LIMIT 1', [models[0]])).rows[0];
    expect(r.body.data[0].name).toBe(name);
  });
});

describe('post-warranty-web', () => {
  it('registers a product with an image proof, stored under a generated name', async () => {
    const s = await shopper(t);
    const r = await upload(s.token, form({ fields: fieldsOf('SN-12345'), file: { bytes: PNG, name: 'invoice <b onmouseover=x>.html', type: 'text/html' } }));
    expect(r).toEqual({ status: 200, body: { statusCode: 200, message: W.registered } });
    const row = (
      await t.db.query<{ model_no: string; serial_number: string; place_of_purchase: string; purchase_date: string; proof_file_name: string; proof_original_name: string; proof_mime: string; proof_size: number }>(
        `SELECT model_no, serial_number, place_of_purchase, to_char(purchase_date, 'YYYY-MM-DD') AS purchase_date, proof_file_name, proof_original_name, proof_mime, proof_size
           FROM warranty_registrations WHERE user_id = $1`,
        [s.id],
      )
    ).rows[0];
    expect(row).toMatchObject({
      model_no: model, serial_number: 'SN-12345', place_of_purchase: 'CG Digital, Durbarmarg', purchase_date: '2024-05-01',
      proof_original_name: 'invoice <b onmouseover=x>.html', proof_mime: 'image/png', proof_size: PNG.length,
    });
    expect(row.proof_file_name).toMatch(PROOF_NAME);
    expect(row.proof_file_name.endsWith('.png')).toBe(true);

    // Served back only to its owner, only as an image that no browser will sniff into a page.
    const res = await fetch(`${api(t)}/warranty-proof/${row.proof_file_name}`, { headers: { Authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const other = await shopper(t);
    expect((await get(api(t), `/warranty-proof/${row.proof_file_name}`, other.token)).status).toBe(404);
    expect((await get(api(t), '/warranty-proof/..%2F..%2Fetc%2Fpasswd', s.token)).status).toBe(404);
  });

  it('accepts JPEG and GIF by their bytes', async () => {
    const s = await shopper(t);
    expect((await upload(s.token, form({ file: { bytes: JPEG, name: 'a.jpg', type: 'image/jpeg' } }))).status).toBe(200);
    expect((await upload(s.token, form({ file: { bytes: GIF, name: 'a.bin', type: 'application/octet-stream' } }))).status).toBe(200);
    const names = (await t.db.query<{ proof_file_name: string }>('SELECT proof_file_name FROM warranty_registrations WHERE user_id = $1 ORDER BY id', [s.id])).rows;
    expect(names.map((n) => n.proof_file_name.split('.')[1])).toEqual(['jpg', 'gif']);
  });

  it('refuses a proof that is not really an image, whatever its name and type say', async () => {
    const s = await shopper(t);
    const cases: { bytes: Uint8Array; name: string; type: string }[] = [
      { bytes: Buffer.from('<html><script>alert(1)</script></html>'), name: 'proof.png', type: 'image/png' },
      { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), name: 'proof.svg', type: 'image/svg+xml' },
      { bytes: Buffer.from('%PDF-1.4 not an image'), name: 'invoice.pdf', type: 'application/pdf' },
      { bytes: PNG.subarray(0, 8), name: 'cut.png', type: 'image/png' },
    ];
    for (const file of cases) {
      const r = await upload(s.token, form({ file }));
      expect({ name: file.name, status: r.status, message: r.body.message }).toEqual({ name: file.name, status: 422, message: S.imageOnly });
    }
    expect((await t.db.query('SELECT 1 FROM warranty_registrations WHERE user_id = $1', [s.id])).rowCount).toBe(0);
    expect((await t.db.query('SELECT 1 FROM warranty_proofs WHERE user_id = $1', [s.id])).rowCount).toBe(0);
  });

  it('refuses a proof above the size limit with 413', async () => {
    const s = await shopper(t);
    const big = Buffer.alloc(WARRANTY_MAX_BYTES + 1, 0);
    PNG.copy(big);
    const r = await upload(s.token, form({ file: { bytes: big, name: 'big.png', type: 'image/png' } }));
    expect([r.status, r.body.message]).toEqual([413, W.tooLarge(5)]);
  });

  it('refuses missing or bad fields with the form messages', async () => {
    const s = await shopper(t);
    const fields = { model_no: model, serial_number: 'SN-1', place_of_purchase: 'Shop', purchase_date: '2024-05-01' };
    const cases: [Upload, string][] = [
      [{ file: null }, W.proofRequired],
      [{ fields: { ...fields, serial_number: '' } }, S.required],
      [{ fields: { model_no: model, place_of_purchase: 'Shop', purchase_date: '2024-05-01' } }, S.required],
      [{ fields: { ...fields, purchase_date: '01/05/2024' } }, S.dateInvalid],
      [{ fields: { ...fields, purchase_date: '2999-01-01' } }, W.futureDate],
      [{ fields: { ...fields, model_no: 'NO-SUCH-MODEL' } }, W.unknownModel],
      [{ fields: { ...fields, serial_number: 'x'.repeat(101) } }, tooLong('Serial number', L.serialNumber)],
      [{ fileField: 'other_file' }, W.unknownField('other_file')],
    ];
    for (const [u, message] of cases) {
      const r = await upload(s.token, form(u));
      expect({ status: r.status, message: r.body.message }).toEqual({ status: 422, message });
    }
  });

  it('refuses a unit registered before, with a message that says what to do (409), and stores nothing', async () => {
    const s = await shopper(t);
    const other = await shopper(t);
    expect((await upload(s.token, form({ fields: fieldsOf('IMEI-3560-0001') }))).status).toBe(200);
    const count = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM warranty_registrations')).rows[0].n);
    const proofs = async () => Number((await t.db.query<{ n: string }>('SELECT count(*) AS n FROM warranty_proofs')).rows[0].n);
    const before = [await count(), await proofs()];
    // The same shopper again, with other case and blanks around the number.
    const again = await upload(s.token, form({ fields: { ...fieldsOf(' imei-3560-0001 '), model_no: model.toLowerCase() } }));
    expect(again).toEqual({ status: 409, body: { statusCode: 409, message: W.alreadyYours('imei-3560-0001') } });
    // Someone else: told to check the number or to contact us, never who holds it.
    const taken = await upload(other.token, form({ fields: fieldsOf('IMEI-3560-0001') }));
    expect(taken).toEqual({ status: 409, body: { statusCode: 409, message: W.alreadyTaken('IMEI-3560-0001') } });
    expect(taken.body.message).not.toContain(s.email);
    expect([await count(), await proofs()]).toEqual(before);
    // Two at once: one is registered, the other refused the same way.
    const both = await Promise.all([upload(other.token, form({ fields: fieldsOf('RACE-1') })), upload(s.token, form({ fields: fieldsOf('RACE-1') }))]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    // A rejected registration no longer holds the serial.
    await t.db.query(`UPDATE warranty_registrations SET status = 'Rejected' WHERE serial_number = 'IMEI-3560-0001'`);
    expect((await upload(other.token, form({ fields: fieldsOf('IMEI-3560-0001') }))).status).toBe(200);
  });

  it('needs a session and a multipart body', async () => {
    expect((await upload(null, form())).status).toBe(401);
    const s = await shopper(t);
    const json = await call(api(t), 'POST', '/post-warranty-web', { model_no: model }, { token: s.token });
    expect([json.status, json.body.message]).toEqual([415, W.notMultipart]);
  });
});

describe('sniffImage', () => {
  it('knows PNG, JPEG, GIF and WebP by their signatures only', () => {
    expect(sniffImage(PNG)).toEqual({ mime: 'image/png', ext: 'png' });
    expect(sniffImage(JPEG)).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(sniffImage(GIF)).toEqual({ mime: 'image/gif', ext: 'gif' });
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toEqual({ mime: 'image/webp', ext: 'webp' });
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniffImage(Buffer.from('BM'))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});
