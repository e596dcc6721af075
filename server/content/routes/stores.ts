import type { FastifyInstance } from 'fastify';
import { storesKey, OWN_STORES_TYPE, type Store, type StoresData } from '../../../shared/api/pages';

interface StoreRow extends Store {
  type: 'product' | 'lg_shoppe';
  email: string | null;
  opening_hours: string | null;
}

/** Database store type → key of the answer: the store brand's own ('cg_digital') and lg_shoppe. */
const KEY_OF_TYPE: Record<StoreRow['type'], string> = { product: storesKey(OWN_STORES_TYPE), lg_shoppe: 'lg_shoppe' };

/**
 * GET get-stores (spec part 2 §7): data.{product} (the store brand's own shops, key
 * storesKey(OWN_STORES_TYPE) = 'cg_digital', page /stores/cg-digital) and data.lg_shoppe.
 */
export default async function storeRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;
  app.get('/get-stores', async () => {
    const r = await db.query<StoreRow>(
      `SELECT type, name, profile_image, branch, location, phone, email, opening_hours
         FROM stores WHERE status ORDER BY type, position, id`,
    );
    const data: StoresData = { [KEY_OF_TYPE.product]: [], lg_shoppe: [] };
    for (const { type, ...store } of r.rows) data[KEY_OF_TYPE[type]]?.push({ ...store, profile_image: store.profile_image ?? '' });
    return { statusCode: 200, data };
  });
}
