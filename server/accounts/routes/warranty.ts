/**
 * Warranty registration (spec part 3 §7), accounts/warranty.ts:
 *   GET  get-product-models            the model select
 *   POST post-warranty-web              multipart; the proof of purchase must be an image by its bytes
 *   GET  warranty-proof/{file name}     the caller's own stored proof (ours), only ever as an image
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError, notFound } from '../../http/errors';
import { uploadLimits } from '../../http/uploaded-images';
import { WARRANTY_MESSAGES as M } from '../account-area-messages';
import { requireUser } from '../sessions';
import { productModels, proofOf, readWarrantyParts, registerWarranty, sendProof, WARRANTY_MAX_BYTES } from '../warranty';
import { formRateLimit } from '../../http/form-input';

/** A multipart body the parser cannot read (no or wrong boundary, cut short): what the shopper can do. */
export const MALFORMED_FORM = 'The warranty form arrived incomplete or malformed. Please send it again from the warranty registration page.';

export default async function warrantyRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  await app.register(multipart, {
    limits: uploadLimits(WARRANTY_MAX_BYTES),
  });

  app.get('/get-product-models', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=300');
    return { statusCode: 200, data: await productModels(db) };
  });

  app.post('/post-warranty-web', { preHandler: requireUser, config: formRateLimit(config), bodyLimit: WARRANTY_MAX_BYTES + 64 * 1024 }, async (request: FastifyRequest, reply) => {
    if (!request.isMultipart()) throw new HttpError(415, M.notMultipart);
    const upload = await readWarrantyParts(request.parts(), MALFORMED_FORM);
    await registerWarranty(db, request.user!.id, upload);
    reply.header('Cache-Control', 'no-store');
    return { statusCode: 200, message: M.registered };
  });

  app.get<{ Params: { file: string } }>('/warranty-proof/:file', { preHandler: requireUser }, async (request, reply) => {
    const proof = await proofOf(db, request.user!.id, request.params.file);
    if (!proof) throw notFound(M.noProof);
    return sendProof(reply, proof, request.params.file);
  });
}
