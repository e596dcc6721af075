// Coupons and flash sales in the back office (issue 32) in a real browser against the built
// server: a catalogue member signs in at /admin/, creates a coupon through the form (a refusal
// first, shown on its field), and a shopper applies it in the cart at once; the Promotions screens
// at 375 and 1366 px are axe clean, with screenshots.
import type { Page } from 'puppeteer';
import { collectConsoleErrors, expectNoSeriousAxeViolations, screenshot } from '../support/browser';
import { get, post } from '../contract/http';
import { formatMoney } from '../../shared/domain/money';
import { PROMOTION_MESSAGES as M } from '../../shared/validation/promotions';
import { registerUser, unique } from './api-helpers';
import { adminApi, openAdmin, signIn, staffToken, type StaffLogin } from './admin-helpers';
import { api, addSomething } from './order-helpers';
import { byRole, field, typeInto, useFreshPages, waitForText } from './page-helpers';

const freshPage = useFreshPages();
const axe = (page: Page) => expectNoSeriousAxeViolations(page);
const busyDone = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));

/** A catalogue member made by the demo owner through the staff API. */
async function catalogueMember(): Promise<StaffLogin> {
  const owner = await staffToken();
  const member: StaffLogin = { email: `catalogue-${unique()}@example.com`, password: 'catalogue-pass' };
  const r = await post(adminApi(), '/staff', { email: member.email, name: 'Cata Logue', role: 'catalogue', password: member.password }, owner);
  if (r.status !== 201 && r.status !== 200) throw new Error(`staff: ${JSON.stringify(r.body)}`);
  return member;
}

/** Sets a datetime-local field as a person picking a date would leave it (typing into one depends on the locale). */
async function setDateTime(page: Page, label: string, value: string): Promise<void> {
  const input = await field(page, label);
  await input.evaluate((el, v) => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(el, v);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  }, value);
}

/** A datetime-local value in Nepal time (UTC+05:45), `hours` from now. */
const nepalInput = (hours: number) => new Date(Date.now() + hours * 3_600_000 + (5 * 60 + 45) * 60_000).toISOString().slice(0, 16);

describe('back office: promotions', () => {
  test('a catalogue member creates a coupon in the form; a shopper applies it in the cart at once', async () => {
    const member = await catalogueMember();
    const code = `E2E${unique().toUpperCase()}`.slice(0, 20);
    const page = await freshPage(1366);
    const errors = collectConsoleErrors(page);
    await signIn(page, member);
    // The Promotions section is in this role's menu.
    await (await byRole(page, 'link', 'Promotions')).click();
    await byRole(page, 'heading', 'Coupons');
    await (await byRole(page, 'link', 'New coupon')).click();
    await byRole(page, 'heading', 'New coupon');

    await typeInto(page, 'Code', code);
    await typeInto(page, 'Description for shoppers', 'NPR 250 off any cart');
    await (await field(page, 'Kind of discount')).select('F');
    await typeInto(page, 'Amount off (NPR)', '250');
    await setDateTime(page, 'Starts (Nepal time)', nepalInput(-1));
    // An end before the start is refused on its field, with the server's own sentence.
    await setDateTime(page, 'Ends (Nepal time)', nepalInput(-2));
    await (await byRole(page, 'button', 'Create the coupon')).click();
    await waitForText(page, M.untilAfterFrom);
    await setDateTime(page, 'Ends (Nepal time)', nepalInput(48));
    await (await byRole(page, 'button', 'Create the coupon')).click();
    await byRole(page, 'heading', `Coupon ${code}`);
    await waitForText(page, 'Coupon created.');
    await waitForText(page, 'Running');
    await busyDone(page);
    await axe(page);
    await screenshot(page, 'admin-coupon-created-1366');

    // The shopper's cart takes it on the next call.
    const shopper = await registerUser({ name: 'Kiran Shrestha', emailPrefix: 'kiran' });
    await addSomething(shopper.token);
    const cart = await get<{ data: { coupon_discount: number; coupon?: { status: string; message: string } } }>(api(), `/get-cart?platform=W&coupon=${code}`, shopper.token);
    expect(cart.body.data.coupon).toMatchObject({ status: 'success', message: `Coupon ${code} applied. You save ${formatMoney(250)}.` });
    expect(cart.body.data.coupon_discount).toBe(250);

    // Switched off from its page: the cart refuses it at once.
    await (await byRole(page, 'button', 'Switch off')).click();
    await waitForText(page, 'Switched off: shoppers can no longer apply it.');
    await byRole(page, 'button', 'Switch on');
    const after = await get<{ data: { coupon?: { status: string } } }>(api(), `/get-cart?platform=W&coupon=${code}`, shopper.token);
    expect(after.body.data.coupon).toMatchObject({ status: 'danger' });
    expect(errors).toEqual([]);
  });

  test('the coupon and flash sale screens at 375 and 1366 px, axe clean', async () => {
    const token = await staffToken();
    const sale = await post<{ flash_sale: { id: number } }>(adminApi(), '/flash-sales', {
      title: `E2E Sale ${unique()}`,
      start_time: new Date(Date.now() - 3_600_000).toISOString(),
      end_time: new Date(Date.now() + 86_400_000).toISOString(),
    }, token);
    expect(sale.status).toBe(201);
    // A product at a flash price below its own.
    const products = await get<{ data: { id: number; price: number; discount_price: number | null; stock: number; status: number }[] }>(adminApi(), '/products?status=1', token);
    const p = products.body.data.find((x) => x.stock > 0 && x.price > 1000)!;
    const flash = Math.floor((p.discount_price ?? p.price) * 0.8);
    const added = await post(adminApi(), `/flash-sales/${sale.body.flash_sale.id}/products`, { product_id: p.id, flash_price: flash, quantity: 1, version: 1 }, token);
    expect(added.status).toBe(200);

    for (const width of [375, 1366]) {
      const page = await freshPage(width);
      const errors = collectConsoleErrors(page);
      await signIn(page);
      for (const [path, name] of [
        ['/promotions/coupons', 'coupons'],
        ['/promotions/coupons/new', 'coupon-new'],
        ['/promotions/flash-sales', 'flash-sales'],
        [`/promotions/flash-sales/${sale.body.flash_sale.id}`, 'flash-sale'],
      ]) {
        await openAdmin(page, path);
        await busyDone(page);
        await axe(page);
        await screenshot(page, `admin-promotions-${name}-${width}`);
      }
      // Nothing scrolls sideways on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await waitForText(page, formatMoney(flash));
      expect(errors).toEqual([]);
    }
  });
});
