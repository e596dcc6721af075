/** What the staff lists share: the page and the search over id, name, phone and email. */
import { object, string } from 'yup';

export const PAGE_SIZE = 20;

export const listQuerySchema = object({
  q: string().max(100, 'Search for at most 100 characters.'),
  page: string().matches(/^[1-9]\d{0,5}$/, 'page is a whole number from 1.'),
});

export const listPage = (page: string | undefined) => {
  const n = page ? Number(page) : 1;
  return { number: n, size: PAGE_SIZE, offset: (n - 1) * PAGE_SIZE };
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The search condition over alias `a` (orders or bookings): a number is an id or the start of a
 * phone number; other text is part of the name or the email. Appends its parameters to `params`.
 */
export function searchCondition(a: string, q: string, params: unknown[]): string {
  const text = q.trim();
  if (/^\d+$/.test(text)) {
    params.push(Number(text) <= 2_147_483_647 ? Number(text) : 0, `${escapeLike(text)}%`);
    return `(${a}.id = $${params.length - 1} OR ${a}.shipping_mobile LIKE $${params.length})`;
  }
  params.push(`%${escapeLike(text.toLowerCase())}%`);
  return `(lower(${a}.shipping_name) LIKE $${params.length} OR lower(${a}.shipping_email) LIKE $${params.length})`;
}

