/**
 * Input of the cart and checkout calls: the query (platform=W, coupon, redeem, our area_id) and
 * the order payload of post-checkout and post-prebooking (the shared yup schema with the spec's
 * messages, ids accepted as numbers or digit strings, lengths bounded), and the place check.
 */
import type { Queryable } from '../db';
import { badRequest, unprocessable } from '../http/errors';
import { isPlainObject, parseInput } from '../http/validate';
import { checkoutPayloadSchema } from '../../shared/validation/checkout';
import type { CheckoutPayload } from '../../shared/api/checkout';
import { CART_MESSAGES as C, CHECKOUT_MESSAGES as M, PREBOOKING_MESSAGES as P } from './checkout-messages';
import { zoneOfCity, type DeliveryZone } from '../../shared/domain/delivery';

export interface CouponQueryInput {
  coupon?: string;
  redeem: number;
  areaId?: number;
}

function single(q: Record<string, unknown>, key: string): string | undefined {
  const v = q[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw badRequest(`${key} must be given once.`);
  return v;
}

/** platform (W or absent), coupon, redeem (coins), area_id. */
export function parseCouponQuery(query: unknown): CouponQueryInput {
  const q = isPlainObject(query) ? query : {};
  const platform = single(q, 'platform');
  if (platform !== undefined && platform !== 'W') throw unprocessable(C.platform);
  const couponText = single(q, 'coupon')?.trim();
  if (couponText !== undefined && couponText.length > 40) throw unprocessable(C.couponShape);
  const redeemText = single(q, 'redeem')?.trim();
  if (redeemText !== undefined && redeemText !== '' && !/^\d{1,9}$/.test(redeemText)) throw unprocessable(C.redeemShape);
  const areaText = single(q, 'area_id')?.trim();
  if (areaText !== undefined && areaText !== '' && !/^\d{1,9}$/.test(areaText)) throw unprocessable(C.areaShape);
  return {
    coupon: couponText ? couponText : undefined,
    redeem: redeemText ? Number(redeemText) : 0,
    areaId: areaText ? Number(areaText) : undefined,
  };
}

const ID_FIELDS = ['bank_id', 'area_id', 'city_id', 'province_id'] as const;

export interface CheckoutInput extends CheckoutPayload {
  bank_id?: number | null;
  /** post-prebooking: true for the buy-now form (absent: decided by the booking, see prebooking.ts). */
  buy_now?: boolean;
}

/** The order payload, checked strictly (ids may arrive as digit strings, as select values do). */
export async function parseCheckoutPayload(body: unknown): Promise<CheckoutInput> {
  if (body === undefined || body === null) body = {};
  if (!isPlainObject(body)) throw badRequest('The request body must be a JSON object.');
  const copy: Record<string, unknown> = { ...body };
  for (const k of ID_FIELDS) {
    const v = copy[k];
    if (typeof v === 'string' && /^\d{1,9}$/.test(v.trim())) copy[k] = Number(v.trim());
    if (v === '' && k === 'bank_id') copy[k] = null;
  }
  const buyNow = copy.buy_now;
  delete copy.buy_now;
  if (buyNow !== undefined && typeof buyNow !== 'boolean') throw unprocessable(P.buyNowFlag);
  const input = (await parseInput(checkoutPayloadSchema, copy)) as CheckoutInput;
  if (input.payment_method.length > 40) throw unprocessable(M.methodUnavailable(input.payment_method.slice(0, 40)));
  for (const k of ID_FIELDS) {
    const v = input[k];
    if (v != null && (!Number.isSafeInteger(v) || v > 2_147_483_647)) throw unprocessable(`${k} must be the id of a ${k.replace('_id', '')} (a whole number).`);
  }
  if (buyNow !== undefined) input.buy_now = buyNow as boolean;
  return input;
}

/** The delivery zone of an area (the valley when the area is one of the valley's districts). */
export async function zoneOfArea(db: Queryable, areaId: number | undefined): Promise<DeliveryZone> {
  if (areaId === undefined) return 'valley';
  const r = await db.query<{ name: string }>('SELECT c.name FROM areas a JOIN cities c ON c.id = a.city_id WHERE a.id = $1', [areaId]);
  const city = r.rows[0]?.name;
  if (!city) return 'valley';
  return zoneOfCity(city);
}

/** Province, city and area must exist and nest; answers the delivery zone. */
export async function checkPlace(db: Queryable, input: Pick<CheckoutPayload, 'province_id' | 'city_id' | 'area_id'>): Promise<DeliveryZone> {
  const r = await db.query<{ area_city: number | null; city_id: number | null; city_province: number | null; city_name: string | null; province: number | null }>(
    `SELECT (SELECT city_id FROM areas WHERE id = $1) AS area_city,
            c.id AS city_id, c.province_id AS city_province, c.name AS city_name,
            (SELECT id FROM provinces WHERE id = $3) AS province
       FROM (SELECT 1) one LEFT JOIN cities c ON c.id = $2`,
    [input.area_id, input.city_id, input.province_id],
  );
  const row = r.rows[0];
  if (!row?.province) throw unprocessable(M.noProvince(input.province_id));
  if (!row.city_id) throw unprocessable(M.noCity(input.city_id));
  if (row.area_city == null) throw unprocessable(M.noArea(input.area_id));
  if (row.area_city !== input.city_id) throw unprocessable(M.areaNotInCity);
  if (row.city_province !== input.province_id) throw unprocessable(M.cityNotInProvince);
  return zoneOfCity(row.city_name);
}

export interface TransferBank {
  id: number;
  bank_name: string;
  account_name: string;
  account_number: string;
  branch: string;
}

/** The bank of a Bank Transfer (required for it, ignored otherwise). */
export async function transferBank(db: Queryable, bankId: number | null | undefined): Promise<TransferBank> {
  if (bankId == null) throw unprocessable(M.noBank);
  const r = await db.query<TransferBank>(
    'SELECT id, bank_name, account_name, account_number, branch FROM transfer_banks WHERE id = $1 AND status',
    [bankId],
  );
  if (!r.rows[0]) throw unprocessable(M.unknownBank);
  return r.rows[0];
}
