/**
 * A renamed category, sub-category, type, brand or supplier in its products' search text (issue 32).
 * products.search_text holds the lower-case names of a product's brand and places beside its own
 * (the seed and product-edit.ts write it so); search reads it through the generated search_vector
 * and the search_documents copy (migration 020's trigger), both kept in the same transaction. So a
 * rename rewrites the old name, as a whole word, to the new one in each product of the row — or
 * adds the new name where the old one was not there — and searching the new name finds them at once.
 */
import type { Queryable } from '../../db';
import type { ContentKind, Row } from '../../content/admin/content-kinds';

const regexLiteral = (text: string) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** Rewrites `before` to `after` (names) in the search text of the products whose `column` is `id`. */
export async function renameInSearchText(tx: Queryable, column: string, id: number, before: string, after: string): Promise<void> {
  const old = before.trim().toLowerCase();
  const now = after.trim().toLowerCase();
  if (old === now) return;
  const pattern = `(^|[^[:alnum:]])${regexLiteral(old)}(?=$|[^[:alnum:]])`;
  await tx.query(
    `UPDATE products
        SET search_text = CASE WHEN search_text ~ $2 THEN regexp_replace(search_text, $2, '\\1' || $3, 'g')
                               ELSE btrim(search_text || ' ' || $4) END
      WHERE ${column} = $1`,
    [id, pattern, now.replace(/\\/g, '\\\\'), now],
  );
}

/** The ContentKind hook: after an edit that changed the name. */
export const renamedInSearch = (column: string): NonNullable<ContentKind['afterEdit']> =>
  async (tx: Queryable, before: Row, after: Row) => {
    if (before.name !== after.name) await renameInSearchText(tx, column, after.id, String(before.name), String(after.name));
  };
