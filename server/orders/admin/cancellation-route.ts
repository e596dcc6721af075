/**
 * POST /{orders|bookings}/{id}/cancellation {decision: accept | reject, note?}: the decision on a
 * shopper's cancellation request, one route shape for orders and bookings. One transaction: the
 * row locked, the request checked open (asked and still Pending), the existing cancellation
 * service applied (orders/cancellations.ts: stock, coins, coupon back, the refund owed, the mail),
 * and its audit row.
 */
import type { FastifyInstance } from 'fastify';
import { decisionSchema } from '../../../shared/validation/staff';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { inRupees } from '../../http/staff-answers';
import { parseId, parseInput } from '../../http/validate';

export interface CancellationKind<Row extends object> {
  noun: 'order' | 'booking';
  read(db: Queryable, id: number, lock?: boolean): Promise<Row | null>;
  /** The row's cancellation mark ('C' once asked) and its status. */
  request(row: Row): { asked: boolean; status: string };
  decide(tx: Queryable, id: number, decision: 'accept' | 'reject'): Promise<unknown>;
  /** What the audit row keeps of the row before and after. */
  statusesOf(row: Row): Record<string, unknown>;
}

export function cancellationRoute<Row extends object>(app: FastifyInstance, kind: CancellationKind<Row>): void {
  const { noun } = kind;
  app.post(`/${noun}s/:id/cancellation`, { preHandler: requireStaff('operations') }, async (request) => {
    const id = parseId((request.params as { id: string }).id, noun);
    const body = await parseInput(decisionSchema, request.body);
    return app.db.transaction(async (tx) => {
      const before = await kind.read(tx, id, true);
      if (!before) throw notFound(`There is no ${noun} ${id}.`);
      const { asked, status } = kind.request(before);
      if (!asked || status !== 'Pending')
        throw unprocessable(asked ? `The cancellation request of ${noun} ${id} was decided already (${status}).` : `${noun[0].toUpperCase()}${noun.slice(1)} ${id} has no cancellation request.`);
      await kind.decide(tx, id, body.decision);
      const after = (await kind.read(tx, id))!;
      await audit(tx, request.staff, {
        action: `${noun}.cancellation.${body.decision}`,
        entity: noun,
        entityId: id,
        before: kind.statusesOf(before),
        after: kind.statusesOf(after),
        note: body.note ?? null,
      });
      return { statusCode: 200, [noun]: inRupees(after) };
    });
  });
}
