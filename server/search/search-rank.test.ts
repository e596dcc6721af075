import type { CategoryRef, SubCategoryRef, Taxonomy, TypeRef } from '../catalogue/catalogue-cache';
import { namedPlaces } from './search-rank';

const meta = { image: null, meta_title: null, meta_description: null, meta_keywords: null };

/** A taxonomy read: one category, its sub-category and two types, the second type named as given. */
function taxonomy(secondType: string): Taxonomy {
  const category: CategoryRef = { id: 1, name: 'Air Conditioners', category_url: 'air-conditioners', ...meta };
  const sub: SubCategoryRef = { id: 10, name: 'Split ACs', sub_category_url: 'split-acs', category_id: 1, ...meta };
  const types: TypeRef[] = [
    { id: 100, name: 'Inverter Split ACs', sub_category_type_url: 'inverter-split-acs', sub_category_id: 10, ...meta },
    { id: 101, name: secondType, sub_category_type_url: 'second', sub_category_id: 10, ...meta },
  ];
  return {
    categoryByUrl: new Map([[category.category_url, category]]),
    categoryById: new Map([[category.id, category]]),
    subByUrl: new Map([[sub.sub_category_url, sub]]),
    subById: new Map([[sub.id, sub]]),
    typeByUrl: new Map(types.map((t) => [t.sub_category_type_url, t])),
    subsOf: new Map([[category.id, [sub]]]),
    typesOf: new Map([[sub.id, types]]),
  };
}

describe('namedPlaces', () => {
  it("gives each place the share of its name's words the query means, when its last word is among them", () => {
    const t = taxonomy('Non-Inverter Split ACs');
    const named = namedPlaces(t, new Set(['inverter', 'ac', 'air', 'conditioner']));
    expect(named.categories).toEqual(new Map([[1, 1]]));
    expect(named.subs).toEqual(new Map([[10, 0.5]]));
    expect(named.types.get(100)).toBeCloseTo(2 / 3);
    expect(named.types.get(101)).toBeCloseTo(2 / 4);
    // 'split' alone does not name a place whose last word is not meant
    expect(namedPlaces(t, new Set(['split'])).subs.size).toBe(0);
  });

  it('reads the names of each taxonomy it is given: a place renamed in a later read is named by its new name', () => {
    const before = taxonomy('Window ACs');
    expect(namedPlaces(before, new Set(['window', 'ac'])).types.get(101)).toBe(1);
    expect(namedPlaces(before, new Set(['portable', 'ac'])).types.get(101)).toBe(0.5);
    const after = taxonomy('Portable ACs');
    expect(namedPlaces(after, new Set(['portable', 'ac'])).types.get(101)).toBe(1);
    expect(namedPlaces(after, new Set(['window', 'ac'])).types.get(101)).toBe(0.5);
  });
});
