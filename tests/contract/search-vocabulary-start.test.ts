/**
 * The search vocabulary (search_terms, the words typos are corrected to) is built at the first
 * start after the seed and not rebuilt by every later start (issue 17: at 100 000 products each
 * rebuild took a process seconds, past Fastify's 10 s for a plugin on a busy machine, and N
 * processes starting at once rebuilt it N times). A later catalogue change rebuilds it in the job
 * refresh-search-terms, on the primary (search-vocabulary.ts); a synonym's new word at the start
 * that synced it.
 */
import { REFRESH_SEARCH_TERMS, storeJobs } from '../../server/jobs';
import { prepareSearchTerms, refreshSearchTerms, refreshSearchTermsIfChanged } from '../../server/search/search-vocabulary';
import { createSiblingApp, createTestApp, type TestApp } from '../support/contract-app';

// No job runner: the test runs the vocabulary's job itself.
const NO_JOBS = { env: { JOB_POLL_MS: '0' } };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 30, ...NO_JOBS });
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
  const sibling = await createSiblingApp(t, NO_JOBS);
  try {
    expect(await known('zorblaxian')).toBe(false);
  } finally {
    await sibling.close();
  }
});

it('is rebuilt by the job when the catalogue changed since its last build, and only then', async () => {
  expect(await known('zorblaxian')).toBe(false);
  await storeJobs(t.config)[REFRESH_SEARCH_TERMS](t.db, {});
  expect(await known('zorblaxian')).toBe(true);
  expect(await refreshSearchTermsIfChanged(t.db)).toBe(false);
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
