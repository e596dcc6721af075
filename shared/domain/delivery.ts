/**
 * THE delivery charge rule, read by the server's quotes (cart, checkout, pre-booking, Flexi Pay)
 * and by the cart page's hint: free inside the Kathmandu Valley from NPR 5,000 (after coupons),
 * NPR 150 below that inside the valley, NPR 250 outside it. Integer paisa.
 */
export const DELIVERY_RULES = {
  /** Free delivery inside the valley from this cart total. */
  freeDeliveryFromPaisa: 5_000_00,
  valleyDeliveryPaisa: 150_00,
  outsideDeliveryPaisa: 250_00,
  /** The districts of the Kathmandu Valley (cities in our location tree). */
  valleyCities: ['Kathmandu', 'Lalitpur', 'Bhaktapur'] as readonly string[],
} as const;

export type DeliveryZone = 'valley' | 'outside';

export const zoneOfCity = (cityName: string | null | undefined): DeliveryZone =>
  DELIVERY_RULES.valleyCities.includes(cityName ?? '') ? 'valley' : 'outside';

/** null: Free. An empty cart has no delivery charge. */
export function deliveryCharge(cartTotalPaisa: number, zone: DeliveryZone, hasGoods = true): number | null {
  if (!hasGoods) return null;
  if (zone === 'outside') return DELIVERY_RULES.outsideDeliveryPaisa;
  return cartTotalPaisa >= DELIVERY_RULES.freeDeliveryFromPaisa ? null : DELIVERY_RULES.valleyDeliveryPaisa;
}
