/**
 * POST post-prebooking/{scooter}: a Pending reservation booking and its pending payment, written
 * in one transaction (the user locked; their own pending online reservation of this scooter is
 * replaced, orders/place-order.ts), then handed to the gateway. The answer is the contract's
 * {statusCode: 200, message, booking_id, payment_gateway_url | payment_data}. A call naming the
 * attempt of a booking still waiting for its payment (a reload of /priceSummary) answers that
 * booking and its hand-off again: nothing is replaced, so no gateway needs asking.
 */
import type { ServerConfig } from '../config';
import type { Database, Queryable } from '../db';
import type { AuthUser } from '../http/context';
import { corsOrigins } from '../http/cors';
import { conflict, unprocessable } from '../http/errors';
import { gateways, METHOD_GATEWAYS, type GatewayMethod } from '../payments';
import { apiHandoff, type ApiHandoff } from '../payments/handoff';
import { PREBOOKING_MESSAGES } from '../orders/checkout-messages';
import { insertPayment, paymentById, startPayment, storedHandoff } from '../payments/payments';
import { lockUser, pendingOnlineBookings, placeReplacing, supersedePendingBookings } from '../orders/place-order';
import type { Supersession } from '../orders/supersede';
import { idOf, type ReservationInput } from './reservation-input';
import { defaultColour, reservationColours, type ReservationColour, type ReservationProductRow } from './reservations';

export const RESERVATION_MESSAGES = {
  created: 'Your reservation is booked. Complete the payment to confirm it.',
  noCity: (id: number) => `There is no city with id ${id}.`,
  noArea: (id: number) => `There is no area with id ${id}.`,
  areaNotInCity: 'The chosen area is not in the chosen city.',
  cityNotInProvince: 'The chosen city is not in the chosen province.',
  noColour: (name: string) => `This scooter does not come in the colour "${name}".`,
  returnUrl: 'return_url must be a page of this store or of an allowed partner site.',
} as const;
const M = RESERVATION_MESSAGES;

export type ReservationAnswer = { statusCode: 200; message: string; booking_id: number } & ApiHandoff;

/** Where the browser may be sent back to: our own origin or an origin of the CORS allowlist. */
export function checkReturnUrl(value: string | null | undefined, config: ServerConfig): string | null {
  if (!value) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw unprocessable(M.returnUrl);
  }
  const allowed = new Set([new URL(config.publicUrl).origin, ...corsOrigins(config)]);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password || !allowed.has(url.origin)) {
    throw unprocessable(M.returnUrl);
  }
  return url.toString();
}

interface Place {
  provinceId: number;
  cityId: number;
  areaId: number;
}

async function checkPlace(db: Queryable, input: ReservationInput): Promise<Place> {
  const cityId = idOf(input.city) as number;
  const areaId = idOf(input.area) as number;
  const provinceId = idOf(input.province);
  const city = await db.query<{ province_id: number }>('SELECT province_id FROM cities WHERE id = $1', [cityId]);
  if (!city.rows[0]) throw unprocessable(M.noCity(cityId));
  const area = await db.query<{ city_id: number }>('SELECT city_id FROM areas WHERE id = $1', [areaId]);
  if (!area.rows[0]) throw unprocessable(M.noArea(areaId));
  if (area.rows[0].city_id !== cityId) throw unprocessable(M.areaNotInCity);
  if (provinceId !== null && city.rows[0].province_id !== provinceId) throw unprocessable(M.cityNotInProvince);
  return { provinceId: city.rows[0].province_id, cityId, areaId };
}

function pickColour(colours: ReservationColour[], wanted: string | null | undefined): ReservationColour | null {
  if (!wanted) return defaultColour(colours);
  const w = wanted.trim().toLowerCase();
  const found = colours.find((c) => c.option_value.toLowerCase() === w || c.slug === w);
  if (!found) throw unprocessable(M.noColour(wanted));
  return found;
}

/** The booking this shopper's attempt already made, with the hand-off of its still-pending payment. */
async function sameAttempt(db: Queryable, userId: number, product: ReservationProductRow, attempt: string, gatewayId: string, colourId: number | null) {
  const r = await db.query<{ booking_id: number; request_data: Record<string, unknown> | null }>(
    `SELECT b.id AS booking_id, p.request_data FROM bookings b JOIN payments p ON p.booking_id = b.id
      WHERE b.user_id = $1 AND b.product_id = $2 AND b.kind = 'reservation' AND b.attempt = $3
        AND b.status = 'Pending' AND b.payment_status = 'Pending' AND p.status = 'pending' AND p.gateway = $4
        AND b.reservation_colour_id IS NOT DISTINCT FROM $5::bigint
      ORDER BY p.id DESC LIMIT 1`,
    [userId, product.product_id, attempt, gatewayId, colourId],
  );
  const row = r.rows[0];
  const handoff = row ? storedHandoff(row) : null;
  return row && handoff ? { bookingId: Number(row.booking_id), handoff } : null;
}

export async function createReservation(
  db: Database,
  config: ServerConfig,
  user: AuthUser,
  product: ReservationProductRow,
  input: ReservationInput,
): Promise<ReservationAnswer> {
  const returnUrl = checkReturnUrl(input.return_url, config);
  const place = await checkPlace(db, input);
  const colour = pickColour(await reservationColours(db, product.id), input.color);
  const method = input.payment_method as GatewayMethod;
  const gateway = gateways(config, db).byId(METHOD_GATEWAYS[method]);
  if (!gateway) throw unprocessable(`The payment method ${method} is not available.`);
  const attempt = input.attempt?.trim() || null;
  const again = attempt ? await sameAttempt(db, user.id, product, attempt, gateway.id, colour?.id ?? null) : null;
  if (again) return { statusCode: 200, message: M.created, booking_id: again.bookingId, ...apiHandoff(gateway, again.handoff) };

  const price = product.ex_showroom_paisa ?? product.sale_price_paisa;
  const reserve = product.reserve_amount_paisa;
  const ship = input.shipping_data;
  const mine = { userId: user.id, productId: product.product_id, kind: 'reservation' as const };
  const placing = (asked: Supersession) => db.transaction(async (tx) => {
    // One pending booking per shopper and scooter: a new attempt replaces the pending one (unless
    // its gateway was paid: orders/supersede.ts).
    await lockUser(tx, user.id);
    await supersedePendingBookings(tx, mine, asked);
    const b = await tx.query<{ id: number }>(
      `INSERT INTO bookings (user_id, product_id, kind, source, platform, product_name, featured_image, reservation_colour_id, colour,
         currency, product_price_paisa, total_amount_paisa, payment_value_paisa, payment_method,
         shipping_name, shipping_email, shipping_mobile, shipping_address, province_id, city_id, area_id, customer_note, attempt)
       VALUES ($1, $2, 'reservation', $3, 'W', $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21)
       RETURNING id`,
      [
        user.id, product.product_id, input.source?.trim() || product.source, product.product_name,
        colour?.metadata.image_carousal_list[0] ?? product.featured_image, colour?.id ?? null, colour?.option_value ?? null,
        product.currency, price, reserve, Math.max(0, price - reserve), method,
        ship.name.trim(), ship.email.trim(), ship.mobile.trim(), ship.address.trim(), place.provinceId, place.cityId, place.areaId,
        input.customer_note?.trim() || null, attempt,
      ],
    ).catch((err: unknown) => {
      // The unique index of migration 010: another call of the same shopper won the race.
      if ((err as { code?: string } | null)?.code === '23505') throw conflict(PREBOOKING_MESSAGES.bookingInProgress);
      throw err;
    });
    const p = await insertPayment(tx, { gateway: gateway.id, bookingId: b.rows[0].id, amountPaisa: reserve, currency: product.currency, returnUrl });
    return { bookingId: b.rows[0].id, paymentId: p.id, transactionId: p.transactionId };
  });
  const { bookingId, paymentId, transactionId } = await placeReplacing(db, await pendingOnlineBookings(db, mine), placing);

  const what = colour ? `${product.product_name} ${colour.option_value}` : product.product_name;
  const handoff = await startPayment(db, gateway, await paymentById(db, paymentId), {
    transactionId,
    amountPaisa: reserve,
    currency: product.currency,
    reference: `BKG-${bookingId}`,
    description: `Reservation of ${product.product_name}`,
    particulars: `Reservation ${bookingId}: ${what}`,
  });
  return { statusCode: 200, message: M.created, booking_id: bookingId, ...apiHandoff(gateway, handoff) };
}
