/**
 * Operations on orders under /api/admin/ (issue 32): the list with filters and search, one order
 * with its lines, payments and timeline, status changes under the rules of orders/order-transitions.ts,
 * and the decision on a cancellation request. Every write is one transaction with its audit row; a
 * status change names the version it was made from (409 when the order moved on meanwhile).
 *   GET  /orders?status=&payment_status=&cancellation=requested&q=&page=
 *   GET  /orders/{id}
 *   POST /orders/{id}/status {order_status?, delivery_status?, payment_status?, note?, version}
 *   POST /orders/{id}/cancellation {decision: accept | reject, note?} (cancellation-route.ts)
 */
import type { FastifyInstance } from 'fastify';
import { object, string } from 'yup';
import { orderStatusSchema } from '../../../shared/validation/staff';
import type { Queryable } from '../../db';
import { requireStaff } from '../../accounts/staff';
import { audit, auditOf, staleEdit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { inRupees } from '../../http/staff-answers';
import { parseId, parseInput } from '../../http/validate';
import { decideOrderCancellationIn } from '../cancellations';
import { DELIVERY_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES } from '../../../shared/domain/order-statuses';
import { orderTransition, type OrderState, type StatusChange } from '../order-transitions';
import { cancellationRoute } from './cancellation-route';
import { listAnswer, listPage, listQuerySchema } from '../../http/staff-lists';
import { applyStaffPayment } from './staff-payments';

const ORDER_COLUMNS = `o.id::int AS id, o.created_at, o.updated_at, o.user_id::int AS user_id, o.shipping_name, o.shipping_email, o.shipping_mobile,
  o.shipping_address, o.payment_method, o.order_status, o.payment_status, o.delivery_status, o.cancelled_order, o.cancelled_reason,
  o.failure_reason, o.total_amount_paisa, o.cart_total_paisa, o.delivery_charge_paisa, o.coupon_code, o.coupon_discount_paisa,
  o.redeem, o.redeem_point, o.redeem_amount_paisa, o.tds_paisa, o.cash_back_paisa, o.loyalty_points, o.is_emi, o.emi_months,
  o.emi_monthly_paisa, o.customer_note, o.version`;

interface OrderRow extends OrderState {
  id: number;
  user_id: number;
  version: number;
  loyalty_points: number;
  cash_back_paisa: number;
  [column: string]: unknown;
}

async function orderRow(db: Queryable, id: number, lock = false): Promise<OrderRow | null> {
  const r = await db.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders o WHERE o.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return r.rows[0] ?? null;
}

const listFilters = object({
  status: string().oneOf([...ORDER_STATUSES], `status is one of: ${ORDER_STATUSES.join(', ')}.`),
  payment_status: string().oneOf([...PAYMENT_STATUSES], `payment_status is one of: ${PAYMENT_STATUSES.join(', ')}.`),
  cancellation: string().oneOf(['requested'], 'cancellation=requested lists the open cancellation requests.'),
}).concat(listQuerySchema);

export default async function adminOrderRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const operations = { preHandler: requireStaff('operations') };

  app.get('/orders', operations, async (request) => {
    const q = await parseInput(listFilters, request.query, 'query');
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (q.status) add((n) => `o.order_status = ${n}`, q.status);
    if (q.payment_status) add((n) => `o.payment_status = ${n}`, q.payment_status);
    if (q.cancellation) where.push(`o.cancelled_order = 'C' AND o.order_status = 'Pending'`);
    return listAnswer(db, {
      from: 'orders o',
      columns: `o.id::int AS id, o.created_at, o.shipping_name, o.shipping_email, o.shipping_mobile, o.payment_method, o.order_status,
                o.payment_status, o.delivery_status, o.cancelled_order, o.total_amount_paisa, o.version`,
      where,
      params,
      orderBy: 'o.created_at DESC, o.id DESC',
      page: listPage(q.page),
      search: q.q,
    });
  });

  app.get('/orders/:id', operations, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'order');
    const order = await orderRow(db, id);
    if (!order) throw notFound(`There is no order ${id}.`);
    const [lines, payments, timeline] = await Promise.all([
      db.query(
        `SELECT product_id::int AS product_id, name, model_number, qty, price_paisa, mrp_paisa, subtotal_paisa, order_status, payment_status,
                delivery_status, free_product_name FROM order_products WHERE order_id = $1 ORDER BY id`,
        [id],
      ),
      db.query(
        `SELECT id::int AS id, gateway, transaction_id, gateway_reference, status, amount_paisa, refund_reason, failure_reason, created_at, updated_at
           FROM payments WHERE order_id = $1 ORDER BY id`,
        [id],
      ),
      auditOf(db, 'order', id),
    ]);
    return {
      statusCode: 200,
      order: inRupees(order),
      lines: lines.rows.map(inRupees),
      payments: payments.rows.map(inRupees),
      timeline,
    };
  });

  app.post('/orders/:id/status', operations, async (request) => {
    const id = parseId((request.params as { id: string }).id, 'order');
    const body = await parseInput(orderStatusSchema(ORDER_STATUSES, DELIVERY_STATUSES, PAYMENT_STATUSES), request.body);
    return db.transaction(async (tx) => {
      const before = await orderRow(tx, id, true);
      if (!before) throw notFound(`There is no order ${id}.`);
      if (before.version !== body.version) throw await staleEdit(tx, `Order ${id}`, 'order', id, body.version, before.version, inRupees(before));
      const note = body.note?.trim() || null;
      const t = orderTransition(before, { ...(body as StatusChange), note });
      if (!t.ok) throw unprocessable(t.why);
      await applyStaffPayment(tx, { orderId: id }, before.payment_status, t.next.payment_status, note);
      // Only what this change moves: settling an Unknown payment may have moved the statuses already.
      if (t.next.order_status !== before.order_status || t.next.delivery_status !== before.delivery_status) {
        await tx.query(`UPDATE orders SET order_status = $2, delivery_status = $3, updated_at = now() WHERE id = $1`, [id, t.next.order_status, t.next.delivery_status]);
        await tx.query(`UPDATE order_products SET order_status = $2, delivery_status = $3 WHERE order_id = $1`, [id, t.next.order_status, t.next.delivery_status]);
      }
      await tx.query(`UPDATE order_products SET payment_status = (SELECT payment_status FROM orders WHERE id = $1) WHERE order_id = $1`, [id]);
      const after = (await orderRow(tx, id))!;
      await audit(tx, request.staff, { action: 'order.status', entity: 'order', entityId: id, before: statusesOf(before), after: statusesOf(after), note });
      return { statusCode: 200, order: inRupees(after) };
    });
  });

  cancellationRoute(app, {
    noun: 'order',
    read: orderRow,
    request: (o) => ({ asked: o.cancelled_order === 'C', status: o.order_status }),
    decide: decideOrderCancellationIn,
    statusesOf,
  });
}

const statusesOf = (o: OrderRow) => ({ order_status: o.order_status, delivery_status: o.delivery_status, payment_status: o.payment_status, version: o.version });
