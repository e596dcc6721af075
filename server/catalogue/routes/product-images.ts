/**
 * GET /product-images/{file name}: a product photo staff uploaded (catalogue/admin/product-images.ts),
 * from the database, so every API process answers it. A name's bytes never change (a new photo
 * gets a new name), so browsers, CDNs and partner pages keep it for a year; registered at the
 * root, outside /api/, like the demo's /media/.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db';
import { IMAGE_NAME, sendImage } from '../../http/uploaded-images';

const KEEP = 'public, max-age=31536000, immutable';

async function stored(db: Queryable, fileName: string) {
  const r = await db.query<{ mime: string; bytes: Uint8Array }>('SELECT mime, bytes FROM product_image_files WHERE file_name = $1', [fileName]);
  return r.rows[0] ?? null;
}

export default async function productImageRoutes(app: FastifyInstance): Promise<void> {
  const { db, readDb } = app;
  app.get<{ Params: { file: string } }>('/product-images/:file', async (request, reply) => {
    const { file } = request.params;
    const etag = `"${file}"`;
    // A replica may not have a photo uploaded a moment ago: the primary is asked then.
    const image = IMAGE_NAME.test(file) ? ((await stored(readDb, file)) ?? (readDb === db ? null : await stored(db, file))) : null;
    if (!image) {
      return reply.code(404).header('Cache-Control', 'no-store').send({ statusCode: 404, message: `There is no product photo ${file.slice(0, 100)}.` });
    }
    reply.header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).header('Cache-Control', KEEP).send();
    return sendImage(reply, image, file, KEEP);
  });
}
