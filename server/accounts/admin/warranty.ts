import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { inboxRoutes } from '../../http/inbox-moderation';
import { parseId } from '../../http/validate';
import { requireStaff } from '../staff';
import { proofOfRegistration, sendProof } from '../warranty';

/**
 * GET /warranty?status=Pending|Approved|Rejected&page= and POST /warranty/{id} {decision: approve | reject}:
 * the warranty registrations shoppers send from My Profile, with their proof's file name; and
 * GET /warranty/{id}/proof, the proof image itself (served as the shopper's own proof is).
 */
const registrations = inboxRoutes({
  path: 'warranty',
  entity: 'warranty',
  noun: 'warranty registration',
  table: 'warranty_registrations',
  columns: `x.id::int AS id, x.user_id::int AS user_id, x.product_id::int AS product_id, x.model_no, x.serial_number, x.place_of_purchase,
    x.purchase_date, x.proof_file_name, x.proof_original_name, x.status, x.created_at`,
  statuses: { waiting: 'Pending', approve: 'Approved', reject: 'Rejected' },
  orderBy: 'x.created_at, x.id',
});

export default async function adminWarrantyRoutes(app: FastifyInstance): Promise<void> {
  await app.register(registrations);
  app.get('/warranty/:id/proof', { preHandler: requireStaff('support') }, async (request, reply) => {
    const id = parseId((request.params as { id: string }).id, 'warranty registration');
    const proof = await proofOfRegistration(app.db, id);
    if (!proof) throw notFound(`There is no proof for warranty registration ${id}.`);
    return sendProof(reply, proof, proof.file_name);
  });
}
