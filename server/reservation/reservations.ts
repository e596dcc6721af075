/**
 * The scooter reservation data (spec part 1 §3, §7): GET ola/product/{product} and
 * GET ola/get-bookings, read from the reservation_* tables and the caller's bookings.
 */
import type { BookingListItem, CatalogPricingDetail, ColorObject, SelectedModalData } from '../../shared/api/reservation';
import { paisaToRupees } from '../../shared/domain/money';
import type { Queryable } from '../db';
import { reservationReason, type ReservationOutcome } from './reservation-messages';

export interface ReservationProductRow {
  id: number;
  product_id: number;
  lookup_slug: string;
  source: string;
  logo: string | null;
  product_name: string;
  currency: string;
  reserve_amount_paisa: number;
  ex_showroom_paisa: number | null;
  external_site_url: string | null;
  sale_price_paisa: number;
  featured_image: string | null;
}

export interface ReservationColour extends ColorObject {
  id: number;
  slug: string;
  hex: string;
  is_default: boolean;
}

/** What the left panel and the summary show beyond the spec's keys (all optional for clients). */
export interface OlaSelectedModalData extends SelectedModalData {
  product: string;
  product_id: number;
  product_name: string;
  logo: string | null;
  external_site_url: string | null;
  colors: ColorObject[];
}

export async function findReservationProduct(db: Queryable, slug: string): Promise<ReservationProductRow | null> {
  const r = await db.query<ReservationProductRow>(
    `SELECT rp.id, rp.product_id, rp.lookup_slug, rp.source, rp.logo, rp.product_name, rp.currency, rp.reserve_amount_paisa,
            rp.ex_showroom_paisa, rp.external_site_url, p.sale_price_paisa, p.featured_image
       FROM reservation_products rp JOIN products p ON p.id = rp.product_id
      WHERE rp.lookup_slug = $1 AND rp.status`,
    [slug],
  );
  return r.rows[0] ?? null;
}

export async function reservationColours(db: Queryable, reservationProductId: number): Promise<ReservationColour[]> {
  const [colours, images] = await Promise.all([
    db.query<{ id: number; option_value: string; slug: string; hex: string; is_default: boolean }>(
      'SELECT id, option_value, slug, hex, is_default FROM reservation_colours WHERE reservation_product_id = $1 ORDER BY position, id',
      [reservationProductId],
    ),
    db.query<{ colour_id: number; image: string }>(
      `SELECT i.reservation_colour_id AS colour_id, i.image
         FROM reservation_colour_images i JOIN reservation_colours c ON c.id = i.reservation_colour_id
        WHERE c.reservation_product_id = $1 ORDER BY i.position, i.id`,
      [reservationProductId],
    ),
  ]);
  return colours.rows.map((c) => ({
    ...c,
    metadata: { image_carousal_list: images.rows.filter((i) => i.colour_id === c.id).map((i) => i.image) },
  }));
}

/** The colour object as the API hands it out (stored by clients under currentColorObject). */
const apiColour = (c: ReservationColour): ColorObject & { slug: string; hex: string } => ({
  option_value: c.option_value,
  slug: c.slug,
  hex: c.hex,
  metadata: { image_carousal_list: c.metadata.image_carousal_list },
});

export const defaultColour = (colours: ReservationColour[]): ReservationColour | null => colours.find((c) => c.is_default) ?? colours[0] ?? null;

export interface OlaProductAnswer {
  statusCode: 200;
  status: 'success';
  selectedModalData: OlaSelectedModalData;
  currentColor: ColorObject | null;
  prepaymentValue: number;
}

export async function olaProduct(db: Queryable, slug: string): Promise<OlaProductAnswer | null> {
  const product = await findReservationProduct(db, slug);
  if (!product) return null;
  const [colours, overview, certification] = await Promise.all([
    reservationColours(db, product.id),
    db.query<{ title: string; desc: string }>(
      'SELECT title, description AS "desc" FROM reservation_overview WHERE reservation_product_id = $1 ORDER BY position, id',
      [product.id],
    ),
    db.query<{ title: string; description: string }>(
      'SELECT title, description FROM reservation_certifications WHERE reservation_product_id = $1 ORDER BY position, id',
      [product.id],
    ),
  ]);
  const reserve = paisaToRupees(product.reserve_amount_paisa);
  const pricing: CatalogPricingDetail & { price_breakup_response: { ex_showroom_price: number } } = {
    product_overview: overview.rows,
    araiData: certification.rows,
    price_breakup_response: {
      currency: product.currency,
      reserve_amount: reserve,
      product_name: product.product_name,
      ex_showroom_price: paisaToRupees(product.ex_showroom_paisa ?? product.sale_price_paisa),
    },
  };
  const current = defaultColour(colours);
  return {
    statusCode: 200,
    status: 'success',
    selectedModalData: {
      product: product.lookup_slug,
      product_id: product.product_id,
      product_name: product.product_name,
      logo: product.logo,
      external_site_url: product.external_site_url,
      colors: colours.map(apiColour),
      catalog_pricing_details: [pricing],
    },
    currentColor: current ? apiColour(current) : null,
    prepaymentValue: reserve,
  };
}

interface BookingRow extends ReservationOutcome {
  id: number;
  featured_image: string | null;
  product_name: string;
  colour: string | null;
  created_at: Date | string;
}

/** The caller's scooter reservations, newest first. */
export async function reservationList(db: Queryable, userId: number): Promise<BookingListItem[]> {
  const r = await db.query<BookingRow>(
    `SELECT id, featured_image, product_name, colour, status, payment_status, failure_reason, payment_method, created_at
       FROM bookings WHERE user_id = $1 AND kind = 'reservation'
      ORDER BY created_at DESC, id DESC`,
    [userId],
  );
  return r.rows.map((b) => ({
    variantImg: b.featured_image ?? '',
    variant: b.colour ? `${b.product_name} (${b.colour})` : b.product_name,
    orderId: b.id,
    orderStatus: b.status,
    orderDate: new Date(b.created_at).toISOString(),
    // Shown as 'Payment {reasonForFail}' for anything but Accepted.
    reasonForFail: reservationReason(b),
  }));
}
