/**
 * The search vocabulary (search_terms, the words typos are corrected to) is built at the first
 * start after the seed and not rebuilt by every later start (issue 17: at 100 000 products each
 * rebuild took a process seconds, past Fastify's 10 s for a plugin on a busy machine, and N
 * processes starting at once rebuilt it N times). A later catalogue change rebuilds it (search-typos);
 * a synonym's new word at the start that synced it.
 */
import { prepareSearchTerms, refreshSearchTerms } from '../../server/search/search-typos';
import { createSiblingApp, createTestApp, type TestApp } from '../support/contract-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 30 });
});
afterAll(() => t.close());

const known = async (term: string) =>
  (await t.db.query('SELECT 1 FROM search_terms WHERE term = $1', [term])).rows.length > 0;

it('is built at the first start and left as it is by the next one', async () => {
  expect(await known('samsung')).toBe(true);
  await t.db.query(
    `INSERT INTO products (name, slug, model_number, code, product_code, brand_id, supplier_id, category_id, sub_category_id,
       price_paisa, discount_percent, stock_quantity, featured_image, search_text)
     SELECT 'Zorblaxian Kettle', 'zorblaxian-kettle', 'ZK-1', 'CZK1', 'PCZK1', brand_id, supplier_id, category_id, sub_category_id,
       100000, 0, 5, featured_image, 'zorblaxian kettle' FROM products WHERE id = 3`,
  );
  const sibling = await createSiblingApp(t);
  try {
    expect(await known('zorblaxian')).toBe(false);
  } finally {
    await sibling.close();
  }
});

it('is rebuilt at start when a synonym brings a word it lacks', async () => {
  await t.db.query(`INSERT INTO search_synonyms (term, expands_to) VALUES ('quuxotic', 'kettle')`);
  try {
    await prepareSearchTerms(t.db);
    expect(await known('quuxotic')).toBe(true);
  } finally {
    await t.db.query(`DELETE FROM search_synonyms WHERE term = 'quuxotic'`);
    await refreshSearchTerms(t.db);
  }
});
