// The Content section of the back office (issue 32) in a real browser, as a catalogue member works:
// edit a static page's title and the storefront page shows it on the next load; put a home block
// in its place with the keyboard alone (Move up); make an event, add a product found by name, and
// the shopper's event page lists it; every tab axe clean at 375 and 1366 px, with screenshots. Set-up the browser does not need to show goes through the staff API; the test's
// own rows are made for it (hidden from shoppers where they would show), so other suites sharing
// the server see the seeded content as it was.
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { e2eUrls } from '../support/e2e-env';
import { call, get, post } from '../contract/http';
import { act, newMember, openAdmin, signIn, type StaffLogin } from './admin-helpers';
import { unique } from './api-helpers';
import { api } from './order-helpers';
import { byRole, field, openPage, typeInto, useFreshPages, waitForText } from './page-helpers';

const freshPage = useFreshPages();
const store = () => e2eUrls().url;
const adminApi = () => `${api()}/admin`;

let member: StaffLogin;
let token: string;
beforeAll(async () => ({ member, token } = await newMember('catalogue', 'content')));

const idle = (page: import('puppeteer').Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

describe('back office content', () => {
  test('every content tab at 375 and 1366 px, axe clean, no console errors', async () => {
    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      const errors = collectConsoleErrors(page);
      await signIn(page, member);
      for (const tab of ['layouts', 'sliders', 'popups', 'events', 'pages', 'faqs', 'stores', 'service-centers', 'catalogues', 'sub-category-types']) {
        await openAdmin(page, `/content/${tab}`);
        await idle(page);
        await expectNoSeriousAxeViolations(page);
        await screenshot(page, `admin-content-${tab}-${width}`);
      }
      // A form: a seeded page's, opened from its list.
      await openAdmin(page, '/content/pages');
      await (await byRole(page, 'link', 'Careers')).click();
      await byRole(page, 'heading', 'Page: Careers');
      await idle(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `admin-content-page-form-${width}`);
      expect(errors).toEqual([]);
    }
  }, 240_000);

  test("a page's new title shows on the storefront page on the next load", async () => {
    const slug = `opening-hours-${unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
    const made = await post<{ data: { id: number } }>(adminApi(), '/content/pages', { title: 'Opening Hours', page_url: slug, content: '<p>Sunday to Friday, 10 to 7.</p>' }, token);
    expect(made.status).toBe(201);
    const shopperPage = await freshPage(1366);
    await openPage(shopperPage, `${store()}/page-${slug}`);
    await byRole(shopperPage, 'heading', 'Opening Hours');

    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      await signIn(page, member);
      await openAdmin(page, `/content/pages/${made.body.data.id}`);
      const title = `Opening Hours ${width}`;
      await typeInto(page, 'Title', title);
      await act(page, 'Save', 'Saved.');
      await byRole(page, 'heading', `Page: ${title}`);
      await screenshot(page, `admin-content-page-saved-${width}`);
      // The storefront page, server-rendered and kept before the edit, shows the new title.
      await openPage(shopperPage, `${store()}/page-${slug}`);
      await byRole(shopperPage, 'heading', title);
      await waitForText(shopperPage, 'Sunday to Friday, 10 to 7.');
    }
  });

  test('a home block is moved up with the keyboard alone', async () => {
    // A block of its own, hidden from shoppers, at the end of the list.
    const title = `Keyboard ${unique()}`;
    const made = await post<{ data: { id: number } }>(adminApi(), '/content/layouts', { type: 'Scroll Text', title, scroll_text: 'Moved by keyboard', status: 0 }, token);
    expect(made.status).toBe(201);
    const id = made.body.data.id;
    const order = async () => (await get<{ data: { id: number }[] }>(adminApi(), '/content/layouts', token)).body.data.map((b) => b.id);
    const before = await order();
    expect(before.at(-1)).toBe(id);

    const page = await freshPage(375);
    await signIn(page, member);
    await openAdmin(page, '/content/layouts');
    await idle(page);
    const up = await byRole(page, 'button', `Move Scroll Text: ${title} up`);
    await up.focus();
    await page.keyboard.press('Enter');
    await waitForText(page, 'Block moved up.');
    await idle(page);
    await screenshot(page, 'admin-content-moved-375');
    expect(await order()).toEqual([...before.slice(0, -2), id, before.at(-2)]);
  });

  test('an event made in the back office, with a product found by name: the shopper event page lists it', async () => {
    const listed = await get<{ data: { id: number; name: string }[] }>(adminApi(), '/products?status=1', token);
    const product = listed.body.data[0];
    const blocks = await get<{ data: { id: number; type: string }[] }>(adminApi(), '/content/layouts', token);
    const productBlock = blocks.body.data.find((b) => b.type === 'Product List')!;
    const url = `e2e-event-${unique()}`.toLowerCase().replace(/[^a-z0-9-]/g, '');
    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      await signIn(page, member);
      if (width === 375) {
        await openAdmin(page, '/content/events/new');
        await typeInto(page, 'Title', 'Teej Offers');
        await typeInto(page, 'Address (after /event-)', url);
        await typeInto(page, 'Ends', '2099-12-31');
        await act(page, 'Add event', 'Event added.');
        await byRole(page, 'heading', 'Event: Teej Offers');
        await typeInto(page, 'Find a product', product.name);
        const choice = await field(page, 'Product to add');
        await page.waitForFunction((el: Element, id: string) => [...(el as HTMLSelectElement).options].some((o) => o.value === id), {}, choice, String(product.id));
        await choice.select(String(product.id));
        await act(page, 'Add product', 'Product added to the event.');
        await waitForText(page, product.name, 'table');
      } else {
        const events = await get<{ data: { id: number; event_url: string }[] }>(adminApi(), '/content/events', token);
        await openAdmin(page, `/content/events/${events.body.data.find((e) => e.event_url === url)!.id}`);
        await byRole(page, 'heading', 'Event: Teej Offers');
      }
      await idle(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `admin-content-event-form-${width}`);
      // A list block's page: its items, in order.
      await openAdmin(page, `/content/layouts/${productBlock.id}`);
      await byRole(page, 'heading', 'Items');
      await idle(page);
      await expectNoSeriousAxeViolations(page);
      await screenshot(page, `admin-content-block-items-${width}`);
    }
    const shopperPage = await freshPage(1366);
    await openPage(shopperPage, `${store()}/event-${url}`);
    await waitForText(shopperPage, product.name);
    // Hidden again, so other suites see the seeded events as they were.
    const events = await get<{ data: { id: number; event_url: string; version: number }[] }>(adminApi(), '/content/events', token);
    const made = events.body.data.find((e) => e.event_url === url)!;
    expect((await call(adminApi(), 'PATCH', `/content/events/${made.id}`, { status: 0, version: made.version }, { token })).status).toBe(200);
  });
});
