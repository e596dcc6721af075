/**
 * Content in the staff API (issue 32): home layout blocks and their banners (each link type and
 * what it needs), the home pop-up, static pages, FAQs and stores — the permission matrix, create,
 * edit from a version (409 when stale), switch off, move up and down, the audit rows, bad input
 * with its message; and the shopper seeing each change at once, in the API (GET layouts,
 * page-{slug}, get-faqs, get-stores) and in a server-rendered page that was kept before the edit.
 * The storefront's renderer is stood in for by a small one that shows a static page's title.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestApp, type TestApp } from '../support/contract-app';
import { STAFF_MESSAGES as M } from '../../server/accounts/staff-messages';
import { CONTENT_SERVER_MESSAGES as SM } from '../../server/content/admin/content';
import type { StaffRole } from '../../shared/domain/staff-roles';
import { CONTENT_MESSAGES as CM } from '../../shared/validation/content';
import { call, get, post } from './http';
import { shopper } from './checkout-support';
import { expectNoStaffRefused, expectRoleAnswers, signedInStaff, type StaffRoute } from './staff-support';

const TEMPLATE = readFileSync(resolve(__dirname, '../../storefront/index.html'), 'utf8');
// dist/ssr/render.cjs in miniature: /page-{slug} shows the page's title from page-{slug}, and how many renders there were.
const RENDERER = `
let renders = 0;
exports.renderPage = async ({ url, apiBase, fetchApi }) => {
  renders += 1;
  const slug = /^\\/page-([a-z0-9-]+)/.exec(url.split('?')[0])?.[1];
  const answer = await fetchApi(apiBase + (slug ? 'page-' + slug : 'no-such-route'));
  const data = await answer.json();
  const p = data.data;
  const body = '<div id="root">' + (p && p.title ? 'title=' + p.title : 'status=' + answer.status) + ' render=' + renders + '</div>';
  return { head: '<title>x</title>', body, status: p && p.title ? 200 : 404, cacheable: true };
};
`;

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'cg-admin-content-'));
  mkdirSync(join(dist, 'storefront/assets'), { recursive: true });
  mkdirSync(join(dist, 'widgets'), { recursive: true });
  mkdirSync(join(dist, 'ssr'), { recursive: true });
  writeFileSync(join(dist, 'storefront/index.html'), TEMPLATE);
  writeFileSync(join(dist, 'ssr/render.cjs'), RENDERER);
  t = await createTestApp({ seedProducts: 10, config: { distDir: dist }, env: { AUTH_RATE_LIMIT: '100000' } });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

const api = () => t.apiUrl.replace(/\/$/, '');
const admin = () => `${api()}/admin`;
const staffToken = async (role: StaffRole) => (await signedInStaff(t, role)).token;
type Row = Record<string, unknown> & { id: number; version: number; position?: number; status: number };
const patch = (path: string, body: unknown, token: string) => call<{ data: Row; current?: Row; version?: number }>(admin(), 'PATCH', path, body, { token });
const create = (path: string, body: unknown, token: string) => call<{ data: Row }>(admin(), 'POST', path, body, { token });
const auditOf = async (entity: string, id: number) =>
  (await t.db.query<{ action: string; before: Row | null; after: Row | null; staff_id: string | null }>(
    'SELECT action, before, after, staff_id FROM staff_audit WHERE entity = $1 AND entity_id = $2 ORDER BY id', [entity, String(id)],
  )).rows;
const page = async (path: string) => {
  const res = await fetch(`${t.baseUrl}${path}`, { headers: { accept: 'text/html' } });
  return /<div id="root">([^<]*)<\/div>/.exec(await res.text())?.[1] ?? '';
};

let catalogue: string;
beforeAll(async () => {
  catalogue = await staffToken('catalogue');
});

describe('who may edit content', () => {
  const ROUTES: StaffRoute[] = [
    ['GET', '/content/layouts'],
    ['GET', '/content/layouts/999999'],
    ['POST', '/content/layouts', { type: 'Scroll Text', scroll_text: 'x' }],
    ['PATCH', '/content/layouts/999999', { title: 'x', version: 1 }],
    ['POST', '/content/layouts/999999/move', { direction: 'up' }],
    ['POST', '/content/layouts/999999/banners', { image: '/a.svg', link_type: 'L', link: '/x' }],
    ['PATCH', '/content/banners/999999', { status: 0, version: 1 }],
    ['GET', '/content/popups'],
    ['PATCH', '/content/popups/999999', { status: 0, version: 1 }],
    ['GET', '/content/pages'],
    ['PATCH', '/content/pages/999999', { title: 'x', version: 1 }],
    ['GET', '/content/faqs'],
    ['POST', '/content/faqs/999999/move', { direction: 'down' }],
    ['GET', '/content/stores'],
    ['GET', '/content/link-targets?link_type=C'],
  ];
  it('answers 401 without a staff token, a shopper token included', async () => {
    await expectNoStaffRefused(admin(), ROUTES, (await shopper(t)).token, M.sessionEnded);
  });

  it.each(['owner', 'catalogue', 'operations', 'support'] as StaffRole[])('role %s', async (role) => {
    const mayAct = role === 'owner' || role === 'catalogue';
    // Allowed: lists answer 200, the made-up id 404; a new block is made (201).
    await expectRoleAnswers(admin(), ROUTES, await staffToken(role), mayAct, ([method, path]) => (path.includes('999999') ? 404 : method === 'POST' ? 201 : 200), M.forbidden('the catalogue and content'));
  });
});

describe('static pages', () => {
  it('creates a page, edits its title from its version, 409 on a stale edit, audit rows; the shopper and a kept rendered page follow at once', async () => {
    const made = await create('/content/pages', { title: 'Delivery Times', page_url: 'delivery-times', content: '<p>Two days in the valley.</p>' }, catalogue);
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    expect(made.body.data).toMatchObject({ title: 'Delivery Times', page_url: 'delivery-times', status: 1, show_in_footer: 1, version: 1 });
    expect((await get<{ data: { title: string; content: string } }>(api(), '/page-delivery-times')).body.data).toMatchObject({ title: 'Delivery Times', content: '<p>Two days in the valley.</p>' });
    expect((await get<{ data: { page_url: string }[] }>(api(), '/all-page')).body.data.map((p) => p.page_url)).toContain('delivery-times');

    // A rendered page kept before the edit…
    const first = await page('/page-delivery-times');
    expect(first).toMatch(/^title=Delivery Times render=\d+$/);
    expect(await page('/page-delivery-times')).toBe(first);

    const edited = await patch(`/content/pages/${id}`, { title: 'Delivery Times and Costs', version: 1 }, catalogue);
    expect([edited.status, edited.body.data.title, edited.body.data.version]).toEqual([200, 'Delivery Times and Costs', 2]);
    // … is not sent again: the API and the page show the new title on the next request.
    expect((await get<{ data: { title: string } }>(api(), '/page-delivery-times')).body.data.title).toBe('Delivery Times and Costs');
    expect(await page('/page-delivery-times')).toMatch(/^title=Delivery Times and Costs render=\d+$/);

    const stale = await patch(`/content/pages/${id}`, { title: 'Old form', version: 1 }, catalogue);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(M.staleVersion(`Page ${id}`));
    expect(stale.body).toMatchObject({ version: 2, current: { title: 'Delivery Times and Costs' } });

    const off = await patch(`/content/pages/${id}`, { status: 0, version: 2 }, catalogue);
    expect([off.status, off.body.data.status]).toEqual([200, 0]);
    expect((await get(api(), '/page-delivery-times')).status).toBe(404);

    const rows = await auditOf('page', id);
    expect(rows.map((r) => r.action)).toEqual(['page.created', 'page.changed', 'page.switched_off']);
    expect([rows[1].before?.title, rows[1].after?.title, rows[1].staff_id !== null]).toEqual(['Delivery Times', 'Delivery Times and Costs', true]);

    const one = await get<{ data: Row; timeline: { action: string }[] }>(admin(), `/content/pages/${id}`, catalogue);
    expect(one.body.timeline.map((e) => e.action)).toEqual(['page.created', 'page.changed', 'page.switched_off']);
  });

  it('refuses a taken or malformed address, an empty title and a body without a version, with messages', async () => {
    const taken = (await t.db.query<{ page_url: string }>('SELECT page_url FROM pages ORDER BY id LIMIT 1')).rows[0].page_url;
    const dup = await create('/content/pages', { title: 'Copy', page_url: taken, content: '<p>x</p>' }, catalogue);
    expect([dup.status, dup.body.message]).toEqual([422, SM.pageUrlTaken(taken)]);
    const bad = await create('/content/pages', { title: 'Copy', page_url: 'Not A Slug', content: '<p>x</p>' }, catalogue);
    expect([bad.status, bad.body.message]).toEqual([422, CM.pageUrl]);
    const blank = await create('/content/pages', { title: '  ', page_url: 'blank-title', content: '<p>x</p>' }, catalogue);
    expect([blank.status, blank.body.message]).toEqual([422, CM.pageTitle]);
    const id = (await create('/content/pages', { title: 'Second', page_url: 'second-page', content: '<p>x</p>' }, catalogue)).body.data.id;
    const noVersion = await patch(`/content/pages/${id}`, { title: 'x' }, catalogue);
    expect([noVersion.status, noVersion.body.message]).toEqual([422, CM.version]);
    const nothing = await patch(`/content/pages/${id}`, { version: 1 }, catalogue);
    expect([nothing.status, nothing.body.message]).toEqual([422, CM.nothingToChange]);
    const clash = await patch(`/content/pages/${id}`, { page_url: taken, version: 1 }, catalogue);
    expect([clash.status, clash.body.message]).toEqual([422, SM.pageUrlTaken(taken)]);
  });
});

describe('home layout blocks and banners', () => {
  interface Home { data: { layouts: { id: number; type: string; title: string; banner_list?: { link_type: string; link: string | null; image: string; name: string }[]; scroll_text?: string }[]; pop_up: { image_url: string; title: string } | null } }
  const home = async () => (await get<Home>(api(), '/layouts')).body.data;

  it('creates a banner block with banners of each link type; target checks; switch off, move; the home answer follows', async () => {
    const block = await create('/content/layouts', { type: 'Two Banner', title: 'Festival offers' }, catalogue);
    expect(block.status).toBe(201);
    const id = block.body.data.id;
    expect((await home()).layouts.at(-1)).toMatchObject({ id, type: 'Two Banner', title: 'Festival offers', banner_list: [] });

    const category = (await t.db.query<{ id: number; category_url: string }>('SELECT id, category_url FROM categories ORDER BY id LIMIT 1')).rows[0];
    const first = await create(`/content/layouts/${id}/banners`, { name: 'Fridges', image: '/media/banner/fridges.svg', link_type: 'C', target_id: category.id }, catalogue);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ link_type: 'C', target_id: category.id, target: category.category_url, position: 1, status: 1 });
    const second = await create(`/content/layouts/${id}/banners`, { name: 'Sale', image: 'https://cdn.example.com/sale.png', link_type: 'L', link: '/flash-sale' }, catalogue);
    expect(second.status).toBe(201);

    // What each link type needs, with its message.
    const needsLink = await create(`/content/layouts/${id}/banners`, { image: '/a.svg', link_type: 'L' }, catalogue);
    expect([needsLink.status, needsLink.body.message]).toEqual([422, CM.needsLink]);
    const needsTarget = await create(`/content/layouts/${id}/banners`, { image: '/a.svg', link_type: 'B' }, catalogue);
    expect([needsTarget.status, needsTarget.body.message]).toEqual([422, CM.needsTarget('B')]);
    const noTarget = await create(`/content/layouts/${id}/banners`, { image: '/a.svg', link_type: 'PR', target_id: 99_999_999 }, catalogue);
    expect([noTarget.status, noTarget.body.message]).toEqual([422, SM.noTarget('PR', 99_999_999)]);
    const badType = await create(`/content/layouts/${id}/banners`, { image: '/a.svg', link_type: 'X', link: '/x' }, catalogue);
    expect([badType.status, badType.body.message]).toEqual([422, CM.linkType]);
    const badImage = await create(`/content/layouts/${id}/banners`, { image: 'javascript:alert(1)', link_type: 'L', link: '/x' }, catalogue);
    expect([badImage.status, badImage.body.message]).toEqual([422, CM.image('image')]);
    const badLink = await create(`/content/layouts/${id}/banners`, { image: '/a.svg', link_type: 'L', link: 'javascript:alert(1)' }, catalogue);
    expect([badLink.status, badLink.body.message]).toEqual([422, CM.address('link')]);

    let shown = (await home()).layouts.find((l) => l.id === id)!;
    expect(shown.banner_list).toEqual([
      { link_type: 'C', image: '/media/banner/fridges.svg', name: 'Fridges', link: category.category_url },
      { link_type: 'L', image: 'https://cdn.example.com/sale.png', name: 'Sale', link: '/flash-sale' },
    ]);

    // A banner changed to another link type keeps only the new target.
    const toL = await patch(`/content/banners/${first.body.data.id}`, { link_type: 'L', link: '/brands', version: 1 }, catalogue);
    expect(toL.body.data).toMatchObject({ link_type: 'L', link: '/brands', target_id: null, version: 2 });
    const toP = await patch(`/content/banners/${first.body.data.id}`, { link_type: 'P', version: 2 }, catalogue);
    expect([toP.status, toP.body.message]).toEqual([422, CM.needsTarget('P')]);

    // Moved: the second banner first.
    const moved = await post<{ data: Row }>(admin(), `/content/banners/${second.body.data.id}/move`, { direction: 'up' }, catalogue);
    expect([moved.status, moved.body.data.position, moved.body.data.version]).toEqual([200, 1, 1]);
    const edge = await post(admin(), `/content/banners/${second.body.data.id}/move`, { direction: 'up' }, catalogue);
    expect([edge.status, edge.body.message]).toEqual([422, `Banner ${second.body.data.id} is already first.`]);
    shown = (await home()).layouts.find((l) => l.id === id)!;
    expect(shown.banner_list!.map((b) => b.name)).toEqual(['Sale', 'Fridges']);

    // Switched off: the banner, then the block, leave the home answer.
    await patch(`/content/banners/${second.body.data.id}`, { status: 0, version: 1 }, catalogue);
    expect((await home()).layouts.find((l) => l.id === id)!.banner_list!.map((b) => b.name)).toEqual(['Fridges']);
    expect((await patch(`/content/layouts/${id}`, { status: 0, version: 1 }, catalogue)).status).toBe(200);
    expect((await home()).layouts.some((l) => l.id === id)).toBe(false);

    const detail = await get<{ data: Row; banners: Row[] }>(admin(), `/content/layouts/${id}`, catalogue);
    expect(detail.body.banners.map((b) => [b.name, b.status])).toEqual([['Sale', 0], ['Fridges', 1]]);
    expect((await auditOf('banner', second.body.data.id)).map((r) => r.action)).toEqual(['banner.created', 'banner.moved_up', 'banner.switched_off']);
  });

  it('checks what each block type needs, keeps banners in banner blocks, and moves blocks by keyboard-sized steps', async () => {
    const noView = await create('/content/layouts', { type: 'Product List', title: 'x' }, catalogue);
    expect([noView.status, noView.body.message]).toEqual([422, CM.productView]);
    const noText = await create('/content/layouts', { type: 'Scroll Text' }, catalogue);
    expect([noText.status, noText.body.message]).toEqual([422, CM.scrollText]);
    const badType = await create('/content/layouts', { type: 'Carousel' }, catalogue);
    expect([badType.status, badType.body.message]).toEqual([422, CM.blockType]);
    const noSale = await create('/content/layouts', { type: 'Flash Sales', flash_sale_id: 99_999_999 }, catalogue);
    expect([noSale.status, noSale.body.message]).toEqual([422, SM.noFlashSale(99_999_999)]);

    const marquee = await create('/content/layouts', { type: 'Scroll Text', scroll_text: 'Free delivery in the valley' }, catalogue);
    const id = marquee.body.data.id;
    const banner = await create(`/content/layouts/${id}/banners`, { image: '/a.svg', link_type: 'L', link: '/x' }, catalogue);
    expect([banner.status, banner.body.message]).toEqual([422, SM.notBannerBlock(id, 'Scroll Text')]);
    const emptied = await patch(`/content/layouts/${id}`, { scroll_text: null, version: 1 }, catalogue);
    expect([emptied.status, emptied.body.message]).toEqual([422, CM.scrollText]);

    // The staff list holds the blocks switched off too: a move passes the one before, shown or not.
    const blocks = async () => (await get<{ data: Row[] }>(admin(), '/content/layouts', catalogue)).body.data.map((l) => l.id);
    const before = await blocks();
    expect(before.at(-1)).toBe(id);
    const up = await post<{ data: Row }>(admin(), `/content/layouts/${id}/move`, { direction: 'up' }, catalogue);
    expect(up.status).toBe(200);
    const after = await blocks();
    expect(after).toEqual([...before.slice(0, -2), id, before.at(-2)]);
    const shown = (await home()).layouts.map((l) => l.id);
    expect(shown).toEqual(after.filter((b) => shown.includes(b)));
    const badMove = await post(admin(), `/content/layouts/${id}/move`, { direction: 'sideways' }, catalogue);
    expect([badMove.status, badMove.body.message]).toEqual([422, CM.direction]);
    // A move is not an edit of the block's fields: a form opened before it still saves.
    const edited = await patch(`/content/layouts/${id}`, { scroll_text: 'Free delivery everywhere', version: 1 }, catalogue);
    expect([edited.status, edited.body.data.version]).toEqual([200, 2]);
    expect((await home()).layouts.find((l) => l.id === id)!.scroll_text).toBe('Free delivery everywhere');
  });

  it('the pop-up: a new one switched on is the one shoppers get; switched off, none', async () => {
    await t.db.query(`UPDATE popups SET status = false WHERE page = 'home'`);
    expect((await home()).pop_up).toBeNull();
    const bad = await create('/content/popups', { title: 'x' }, catalogue);
    expect([bad.status, bad.body.message]).toEqual([422, CM.popupImage]);
    const made = await create('/content/popups', { image_url: '/media/popup/dashain.svg', slider_link: '/event/dashain', title: 'Dashain offers', short_description: 'Up to 40% off' }, catalogue);
    expect(made.status).toBe(201);
    expect((await home()).pop_up).toMatchObject({ status: 1, image_url: '/media/popup/dashain.svg', slider_link: '/event/dashain', title: 'Dashain offers' });
    const off = await patch(`/content/popups/${made.body.data.id}`, { status: 0, version: 1 }, catalogue);
    expect(off.status).toBe(200);
    expect((await home()).pop_up).toBeNull();
  });
});

describe('FAQs and stores', () => {
  it('an FAQ created, edited, moved up and switched off, as get-faqs shows it', async () => {
    const faqs = async () => (await get<{ data: { id: number; question: string; answer: string }[] }>(api(), '/get-faqs')).body.data;
    const made = await create('/content/faqs', { topic: 'Delivery', question: 'Do you deliver on Saturdays?', answer: '<p>Yes, in the valley.</p>' }, catalogue);
    const id = made.body.data.id;
    expect((await faqs()).at(-1)).toMatchObject({ id, question: 'Do you deliver on Saturdays?' });
    const blank = await create('/content/faqs', { question: 'x', answer: ' ' }, catalogue);
    expect([blank.status, blank.body.message]).toEqual([422, CM.answer]);
    await patch(`/content/faqs/${id}`, { answer: '<p>Yes, everywhere.</p>', version: 1 }, catalogue);
    await post(admin(), `/content/faqs/${id}/move`, { direction: 'up' }, catalogue);
    const list = await faqs();
    expect(list.at(-2)).toMatchObject({ id, answer: '<p>Yes, everywhere.</p>' });
    await patch(`/content/faqs/${id}`, { status: 0, version: 2 }, catalogue);
    expect((await faqs()).some((f) => f.id === id)).toBe(false);
  });

  it('a store created and edited shows in get-stores under its type; bad input refused', async () => {
    const stores = async () => (await get<{ data: Record<string, { name: string; branch: string }[]> }>(api(), '/get-stores')).body.data;
    const bad = await create('/content/stores', { type: 'kiosk', name: 'x', branch: 'x', location: 'x', phone: '1' }, catalogue);
    expect([bad.status, bad.body.message]).toEqual([422, CM.storeType]);
    const noPhone = await create('/content/stores', { type: 'lg_shoppe', name: 'LG Shoppe', branch: 'Pokhara', location: 'Lakeside' }, catalogue);
    expect([noPhone.status, noPhone.body.message]).toEqual([422, CM.phone]);
    const made = await create('/content/stores', { type: 'lg_shoppe', name: 'LG Shoppe', branch: 'Pokhara', location: 'Lakeside', phone: '061-123456' }, catalogue);
    expect(made.status).toBe(201);
    expect((await stores()).lg_shoppe.at(-1)).toMatchObject({ name: 'LG Shoppe', branch: 'Pokhara' });
    await patch(`/content/stores/${made.body.data.id}`, { branch: 'Pokhara Lakeside', version: 1 }, catalogue);
    expect((await stores()).lg_shoppe.at(-1)).toMatchObject({ branch: 'Pokhara Lakeside' });
  });

  it('link targets by name for the banner form', async () => {
    const category = (await t.db.query<{ id: number; name: string }>('SELECT id, name FROM categories ORDER BY id LIMIT 1')).rows[0];
    const r = await get<{ data: { id: number; name: string }[] }>(admin(), `/content/link-targets?link_type=C&q=${encodeURIComponent(category.name.slice(0, 4))}`, catalogue);
    expect(r.body.data).toContainEqual({ id: category.id, name: category.name });
    const bad = await get(admin(), '/content/link-targets?link_type=L', catalogue);
    expect([bad.status, bad.body.message]).toEqual([422, SM.linkTargetType]);
  });
});
