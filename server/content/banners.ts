/**
 * Banners and sliders as the API hands them out. A banner's `link` is what its link_type needs
 * to build the storefront URL (shared/domain/slug bannerHref): the URL for L, the category_url,
 * sub_category_url or sub_category_type_url for C/S/T, the brand_url for B, `{product-slug}-{id}`
 * for PR, the page_url for P, the event_url for E and the supplier slug for SP. The views
 * layout_item_targets and slider_targets resolve the referenced rows.
 */
import type { Queryable } from '../db/types';
import type { Banner, BannerLinkType, SliderImage } from '../../shared/api/types';
import { bannerHref } from '../../shared/domain/slug';

export interface TargetRow {
  link_type: BannerLinkType | null;
  target: string | null;
  target_id: number | null;
}

/** The banner's link from its resolved target (null when the target is gone). */
export function bannerLink(row: TargetRow): string | null {
  if (row.target == null) return null;
  return row.link_type === 'PR' ? `${row.target}-${row.target_id}` : row.target;
}

export function toBanner(row: TargetRow & { image: string; name: string | null }): Banner {
  // A banner without a link_type still needs one for the type: 'L' with no link goes nowhere.
  return { link_type: row.link_type ?? 'L', image: row.image, name: row.name ?? '', link: bannerLink(row) };
}

/** A side slider of a listing: the image and the storefront path it leads to. */
export function toSliderImage(row: TargetRow & { image: string }): SliderImage {
  const link = bannerLink(row);
  return { image: row.image, link: link && row.link_type ? bannerHref({ link_type: row.link_type, link }) : null };
}

export type SliderPlacement = 'slider' | 'top_banner' | 'top_slider' | 'middle_banner' | 'bottom_slider';

/** Home sliders and banners of every placement, in order, as banners. One query. */
export async function loadHomeBanners(db: Queryable): Promise<Record<SliderPlacement, Banner[]>> {
  const r = await db.query<TargetRow & { placement: SliderPlacement; image: string; name: string }>(
    `SELECT s.placement, s.image, s.name, t.link_type, t.target, t.target_id
       FROM sliders s JOIN slider_targets t ON t.slider_id = s.id
      WHERE s.status AND s.placement <> 'listing'
      ORDER BY s.placement, s.position, s.id`,
  );
  const out: Record<SliderPlacement, Banner[]> = { slider: [], top_banner: [], top_slider: [], middle_banner: [], bottom_slider: [] };
  for (const row of r.rows) out[row.placement]?.push(toBanner(row));
  return out;
}
