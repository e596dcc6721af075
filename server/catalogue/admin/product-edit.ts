/**
 * A staff member's change to one product (PATCH /api/admin/products/{id}, issue 32): its name,
 * model number, prices, stock, whether it is shown, its flags (new, combo, prepayment, service)
 * and its specifications. One transaction with its audit row, made from the version the member
 * read (409 with the product as it is now when a sale or a colleague moved it on). The rules
 * between fields are checked on the product as it would be, so an edit of one field cannot leave
 * another wrong (a discount above the new price, a prepayment without its amount).
 */
import type { FastifyRequest } from 'fastify';
import type { InferType } from 'yup';
import { discountPercent, rupeesToPaisa } from '../../../shared/domain/money';
import { slugify } from '../../../shared/domain/slug';
import type { productPatchSchema } from '../../../shared/validation/staff';
import { STAFF_INPUT_MESSAGES as IM } from '../../../shared/validation/staff';
import type { Queryable } from '../../db';
import { audit, staleEdit } from '../../accounts/staff-audit';
import { notFound, unprocessable } from '../../http/errors';
import { productRecord, productView, type ProductRecord, type Specification } from './product-record';

export const PRODUCT_EDIT_MESSAGES = {
  discountAbovePrice: 'The discount price cannot be more than the price.',
  prepaymentAbovePrice: 'The prepayment value cannot be more than the price the shopper pays.',
  needsPrepaymentValue: IM.needsPrepaymentValue,
  comboWithoutItems: (id: number) => `Product ${id} has no combo items, so shoppers would see an empty combo: keep product_type Normal.`,
} as const;
const PM = PRODUCT_EDIT_MESSAGES;

type ProductPatch = InferType<typeof productPatchSchema>;

const onOff = (v: number | undefined, before: boolean) => (v === undefined ? before : v === 1);

/** The product as the change would leave it; refuses (422) what shoppers could not be shown. */
async function changed(tx: Queryable, before: ProductRecord, body: ProductPatch): Promise<ProductRecord> {
  const price = body.price !== undefined ? rupeesToPaisa(body.price) : before.price_paisa;
  const discount = body.discount_price !== undefined ? (body.discount_price === null ? null : rupeesToPaisa(body.discount_price)) : before.discount_price_paisa;
  if (discount !== null && discount > price) throw unprocessable(PM.discountAbovePrice);
  const prepayment = onOff(body.prepayment, before.prepayment);
  const prepaymentValue = body.prepayment_value !== undefined ? (body.prepayment_value === null ? null : rupeesToPaisa(body.prepayment_value)) : before.prepayment_value_paisa;
  if (prepayment && prepaymentValue === null) throw unprocessable(PM.needsPrepaymentValue);
  if (prepaymentValue !== null && prepaymentValue > (discount ?? price)) throw unprocessable(PM.prepaymentAbovePrice);
  const productType = body.product_type ?? before.product_type;
  if (productType === 'Combo' && before.product_type !== 'Combo') {
    const items = await tx.query('SELECT 1 FROM product_combo_items WHERE combo_product_id = $1 LIMIT 1', [before.id]);
    if (!items.rows.length) throw unprocessable(PM.comboWithoutItems(before.id));
  }
  return {
    ...before,
    name: body.name?.trim() ?? before.name,
    model_number: body.model_number?.trim() ?? before.model_number,
    price_paisa: price,
    discount_price_paisa: discount,
    stock_quantity: body.stock ?? before.stock_quantity,
    status: onOff(body.status, before.status),
    is_new: onOff(body.is_new, before.is_new),
    product_type: productType,
    prepayment,
    prepayment_value_paisa: prepaymentValue,
    is_service: onOff(body.is_service, before.is_service),
    specifications: body.specifications ? body.specifications.map((s) => ({ name: s.name.trim(), value: s.value.trim() })) : before.specifications,
  };
}

/** The product's slug follows its name (another product's slug is left alone: then the id is added). */
async function slugFor(tx: Queryable, id: number, name: string): Promise<string> {
  const slug = slugify(name);
  const taken = await tx.query('SELECT 1 FROM products WHERE slug = $1 AND id <> $2', [slug, id]);
  return taken.rows.length ? `${slug}-${id}` : slug;
}

/**
 * The product's feature facets from its specification (as the seed makes them): each value its
 * specification shows for a filter group of its sub-category, a value new to the group added
 * last — so a facet value counts exactly the products whose specification shows it.
 */
async function writeFilterValues(tx: Queryable, id: number): Promise<void> {
  await tx.query('DELETE FROM product_filter_values WHERE product_id = $1', [id]);
  const shown = `FROM product_specifications ps JOIN product_features pf ON pf.id = ps.product_feature_id
       JOIN products p ON p.id = ps.product_id JOIN feature_filters ff ON ff.sub_category_id = p.sub_category_id AND ff.name = pf.name
      WHERE ps.product_id = $1`;
  await tx.query(
    `INSERT INTO feature_filter_values (feature_filter_id, feature_value, position)
     SELECT ff.id, ps.feature_value, COALESCE((SELECT max(v.position) FROM feature_filter_values v WHERE v.feature_filter_id = ff.id), 0) + 1
       ${shown}
     ON CONFLICT (feature_filter_id, feature_value) DO NOTHING`,
    [id],
  );
  await tx.query(
    `INSERT INTO product_filter_values (product_id, feature_filter_value_id)
     SELECT $1, v.id ${shown.replace('WHERE', 'JOIN feature_filter_values v ON v.feature_filter_id = ff.id AND v.feature_value = ps.feature_value WHERE')}
     ON CONFLICT DO NOTHING`,
    [id],
  );
}

/** Replaces the product's specifications, in the order sent (a feature name new to the shop is added), and its facets with them. */
async function writeSpecifications(tx: Queryable, id: number, specs: Specification[]): Promise<void> {
  await tx.query('DELETE FROM product_specifications WHERE product_id = $1', [id]);
  if (specs.length) await insertSpecifications(tx, id, specs);
  await writeFilterValues(tx, id);
}

async function insertSpecifications(tx: Queryable, id: number, specs: Specification[]): Promise<void> {
  await tx.query('INSERT INTO product_features (name) SELECT unnest($1::text[]) ON CONFLICT (name) DO NOTHING', [specs.map((s) => s.name)]);
  await tx.query(
    `INSERT INTO product_specifications (product_id, product_feature_id, feature_value, position)
     SELECT $1, pf.id, s.value, s.position FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS s(name, value, position)
       JOIN product_features pf ON pf.name = s.name`,
    [id, specs.map((s) => s.name), specs.map((s) => s.value)],
  );
}

export async function editProduct(tx: Queryable, request: FastifyRequest, id: number, body: ProductPatch) {
  const before = await productRecord(tx, id, true);
  if (!before) throw notFound(`There is no product ${id}.`);
  if (before.version !== body.version) throw await staleEdit(tx, `Product ${id}`, 'product', id, body.version, before.version, productView(before));
  const next = await changed(tx, before, body);
  const renamed = next.name !== before.name;
  // search_text holds the lower-case name and model number among the brand and category names.
  await tx.query(
    `UPDATE products SET name = $2, model_number = $3, price_paisa = $4, discount_price_paisa = $5, discount_percent = $6, stock_quantity = $7,
            status = $8, is_new = $9, product_type = $10, prepayment = $11, prepayment_value_paisa = $12, is_service = $13,
            slug = COALESCE($14, slug), search_text = replace(replace(search_text, lower($15), lower($2)), lower($16), lower($3)), updated_at = now()
      WHERE id = $1`,
    [
      id, next.name, next.model_number, next.price_paisa, next.discount_price_paisa, discountPercent(next.price_paisa, next.discount_price_paisa),
      next.stock_quantity, next.status, next.is_new, next.product_type, next.prepayment, next.prepayment_value_paisa, next.is_service,
      renamed ? await slugFor(tx, id, next.name) : null,
      before.name, before.model_number,
    ],
  );
  if (body.specifications) await writeSpecifications(tx, id, next.specifications);
  const after = (await productRecord(tx, id))!;
  await audit(tx, request.staff, { action: 'product.changed', entity: 'product', entityId: id, before: productView(before), after: productView(after) });
  return { statusCode: 200, product: productView(after) };
}
