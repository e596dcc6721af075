/**
 * A product's photos under /api/admin/ (issue 32, catalogue role), product-images.ts; GET
 * /products/{id} lists them in order (the first is the main one):
 *   POST   /products/{id}/images                      multipart, one JPEG, PNG or WebP in the field "image"
 *   DELETE /products/{id}/images/{imageId}
 *   PUT    /products/{id}/images/order {image_ids}    every photo's id once, in the new order
 *   POST   /products/{id}/images/{imageId}/main       that photo first, the others after it
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { PRODUCT_IMAGE_LIMITS as LIMITS, PRODUCT_IMAGE_MESSAGES as M, productImageOrderSchema } from '../../../shared/validation/staff';
import { requireStaff } from '../../accounts/staff';
import { HttpError } from '../../http/errors';
import { readUpload, uploadLimits } from '../../http/uploaded-images';
import { parseId, parseInput } from '../../http/validate';
import { addProductImage, makeMainImage, orderProductImages, readImagePart, removeProductImage } from './product-images';

type Params = { id: string; imageId?: string };

export default async function adminProductImageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await app.register(multipart, { limits: uploadLimits(LIMITS.bytes) });
  const catalogue = { preHandler: requireStaff('catalogue') };
  const ids = (params: unknown) => {
    const p = params as Params;
    return { id: parseId(p.id, 'product'), imageId: p.imageId === undefined ? 0 : parseId(p.imageId, 'photo') };
  };

  app.post('/products/:id/images', { ...catalogue, bodyLimit: LIMITS.bytes + 64 * 1024 }, async (request, reply) => {
    const { id } = ids(request.params);
    if (!request.isMultipart()) throw new HttpError(415, M.notMultipart);
    const upload = await readUpload(() => readImagePart(request.parts()), M);
    const answer = await db.transaction((tx) => addProductImage(tx, request, id, upload));
    return reply.code(201).send(answer);
  });

  app.delete('/products/:id/images/:imageId', catalogue, async (request) => {
    const { id, imageId } = ids(request.params);
    return db.transaction((tx) => removeProductImage(tx, request, id, imageId));
  });

  app.put('/products/:id/images/order', catalogue, async (request) => {
    const { id } = ids(request.params);
    const body = await parseInput(productImageOrderSchema, request.body);
    return db.transaction((tx) => orderProductImages(tx, request, id, body.image_ids));
  });

  app.post('/products/:id/images/:imageId/main', catalogue, async (request) => {
    const { id, imageId } = ids(request.params);
    return db.transaction((tx) => makeMainImage(tx, request, id, imageId));
  });
}
