/**
 * The product form's values (what its inputs hold, as text) and the way to the staff API's
 * PATCH /api/admin/products/{id}: only what changed, as the API takes it. Specifications are one
 * per line, "Name: value", as staff copy them from a maker's sheet.
 */
import { firstErrors } from '../../../shared/validation/form';
import { productPatchSchema } from '../../../shared/validation/staff';
import type { ProductListRow } from './ProductsPage';

export interface Specification {
  name: string;
  value: string;
}

export interface Product extends Omit<ProductListRow, 'category'> {
  is_new: number;
  product_type: 'Normal' | 'Combo';
  prepayment: number;
  prepayment_value: number | null;
  is_service: number;
  specifications: Specification[];
  version: number;
}

export interface ProductValues {
  name: string;
  model_number: string;
  price: string;
  discount_price: string;
  stock: string;
  status: string;
  is_new: string;
  product_type: string;
  prepayment: string;
  prepayment_value: string;
  is_service: string;
  specifications: string;
}

export const SPEC_LINE_MESSAGE = (line: number) => `Line ${line} of the specifications needs a name, a colon and a value (Capacity: 253 L).`;

export const specsToText = (specs: Specification[]) => specs.map((s) => `${s.name}: ${s.value}`).join('\n');

/** The lines as specifications, or the number of the first line without "name: value". */
export function specsFromText(text: string): Specification[] | { badLine: number } {
  const out: Specification[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const at = lines[i].indexOf(':');
    if (at < 0) return { badLine: i + 1 };
    out.push({ name: lines[i].slice(0, at).trim(), value: lines[i].slice(at + 1).trim() });
  }
  return out;
}

export const toValues = (p: Product): ProductValues => ({
  name: p.name,
  model_number: p.model_number,
  price: String(p.price),
  discount_price: p.discount_price === null ? '' : String(p.discount_price),
  stock: String(p.stock),
  status: String(p.status),
  is_new: String(p.is_new),
  product_type: p.product_type,
  prepayment: String(p.prepayment),
  prepayment_value: p.prepayment_value === null ? '' : String(p.prepayment_value),
  is_service: String(p.is_service),
  specifications: specsToText(p.specifications),
});

const amount = (text: string) => (text.trim() === '' ? null : Number(text));

/** Every field as the API takes it (an emptied discount or prepayment value is null). */
function asInput(v: ProductValues): Record<string, unknown> {
  const specs = specsFromText(v.specifications);
  return {
    name: v.name,
    model_number: v.model_number,
    price: v.price.trim() === '' ? undefined : Number(v.price),
    discount_price: amount(v.discount_price),
    stock: v.stock.trim() === '' ? undefined : Number(v.stock),
    status: Number(v.status),
    is_new: Number(v.is_new),
    product_type: v.product_type,
    prepayment: Number(v.prepayment),
    prepayment_value: amount(v.prepayment_value),
    is_service: Number(v.is_service),
    specifications: 'badLine' in specs ? [] : specs,
  };
}

/** Only what changed from the product. */
export function changes(p: Product, v: ProductValues): Record<string, unknown> {
  const input = asInput(v);
  const out: Record<string, unknown> = {};
  for (const [k, x] of Object.entries(input)) {
    if (JSON.stringify(x) !== JSON.stringify(p[k as keyof Product])) out[k] = x;
  }
  return out;
}

/** The form's errors by field, from the schema the server checks with (a specification's error shows under the list). */
export async function productErrors(v: ProductValues, version: number): Promise<Record<string, string>> {
  const specs = specsFromText(v.specifications);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(await firstErrors(productPatchSchema, { ...asInput(v), version }))) {
    const field = path.startsWith('specifications') ? 'specifications' : path;
    errors[field] ??= message;
  }
  if ('badLine' in specs) errors.specifications = SPEC_LINE_MESSAGE(specs.badLine);
  return errors;
}
