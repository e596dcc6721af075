import { paisaToRupees } from '../../shared/domain/money';

/** Paisa columns as rupees (`total_amount_paisa` → `total_amount`): the staff API's money, as the shopper API's. */
export function inRupees<T extends object>(row: T): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) {
    if (k.endsWith('_paisa')) out[k.slice(0, -'_paisa'.length)] = v === null ? null : paisaToRupees(v as number);
    else out[k] = v;
  }
  return out;
}
