/** The home pop-up on offer now: the newest active one within its validity window. */
import type { HomePopUp } from '../../shared/api/catalogue';
import type { Queryable } from '../db/types';

export async function activeHomePopUp(db: Queryable): Promise<HomePopUp | null> {
  const r = await db.query<Omit<HomePopUp, 'status'>>(
    `SELECT image_url, slider_link, title, short_description FROM popups
      WHERE page = 'home' AND status
        AND (valid_from IS NULL OR valid_from <= now()) AND (valid_until IS NULL OR valid_until > now())
      ORDER BY created_at DESC, id DESC LIMIT 1`,
  );
  return r.rows[0] ? { status: 1, ...r.rows[0] } : null;
}
