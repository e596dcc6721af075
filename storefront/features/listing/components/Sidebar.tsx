import { useId } from 'react';
import {
  clearFilters,
  featureParamName,
  filterChips,
  removeChip,
  toggleFilterValue,
  type FilterChip,
  type ListingFilter,
} from '../../../../shared/domain/listing-query';
import { LISTING_TEXT as T } from '../messages';
import type { ListingFeatures, ListingHead } from '../kinds';
import { CheckboxGroup } from './CheckboxGroup';
import { chipLabel, FilterChips } from './FilterChips';
import { PriceRangeSlider } from './PriceRangeSlider';
import { ShopBy } from './ShopBy';
import { SideSlider } from './SideSlider';

export interface SidebarProps {
  head: ListingHead;
  filter: ListingFilter;
  features: ListingFeatures;
  onFilter: (next: ListingFilter) => void;
  /** The banner slider (desktop sidebar only). */
  showSlider?: boolean;
  /** The listing's GET form, which the filters belong to (filtering without JavaScript). */
  form?: string;
}

/** Brands are filtered by brand_url when the answer gives it (short, stable URLs), else by name. */
const brandValue = (b: { name: string; brand_url?: string }) => b.brand_url || b.name;

/** What a chip says: a brand's name for its value, the price range in NPR, a feature value. */
export function chipLabeller(head: ListingHead): (chip: FilterChip) => string {
  const brandName = new Map(head.brands.map((b) => [brandValue(b), b.name]));
  return (chip) => (chip.param === 'brand' ? (brandName.get(chip.value) ?? chip.value) : chipLabel(chip));
}

/** True when the kind has anything to put in the sidebar for this answer. */
export function hasSidebar(head: ListingHead, filter: ListingFilter, features: ListingFeatures): boolean {
  return (
    filterChips(filter, head).length > 0 ||
    head.shopBy.length > 0 ||
    (features.brands && head.brands.length > 0) ||
    (features.price && !!head.priceRange) ||
    (features.features && head.features.length > 0)
  );
}

/**
 * The listing sidebar: active-filter chips ('X', 'Clear All'), 'Shop By', brand checkboxes
 * with product counts, the price range slider, feature filter groups with value counts and the
 * side slider.
 */
export function Sidebar({ head, filter, features, onFilter, showSlider = true, form }: SidebarProps) {
  const id = useId();
  const chips = filterChips(filter, head);
  const labelOf = chipLabeller(head);
  return (
    <div className="cg-sidebar">
      <FilterChips chips={chips} labelOf={labelOf} onRemove={(chip) => onFilter(removeChip(filter, chip))} onClearAll={() => onFilter(clearFilters(filter))} />
      <ShopBy links={head.shopBy} headingId={`${id}-shopby`} />
      {features.brands ? (
        <CheckboxGroup
          title={T.brands}
          options={head.brands.filter((b) => b && b.name).map((b) => ({ value: brandValue(b), label: b.name, count: b.product_count }))}
          selected={filter.brand ?? []}
          onToggle={(v) => onFilter(toggleFilterValue(filter, 'brand', v))}
          name="brand"
          form={form}
        />
      ) : null}
      {features.price && head.priceRange ? (
        <PriceRangeSlider
          bounds={head.priceRange}
          value={filter.range ?? null}
          onCommit={(range) => onFilter({ ...filter, range, page: null })}
          form={form}
        />
      ) : null}
      {features.features
        ? head.features.map((group) => {
            // The server's own parameter name when it sends one, else the slugged filter name.
            const param = (group as { slug?: string }).slug || featureParamName(group.name);
            return (
              <CheckboxGroup
                key={param}
                title={group.name}
                options={group.values.map((v) => ({ value: v.feature_value, label: v.feature_value, count: v.product_count }))}
                selected={filter.features?.[param] ?? []}
                onToggle={(v) => onFilter(toggleFilterValue(filter, { feature: param }, v))}
                name={param}
                form={form}
              />
            );
          })
        : null}
      {showSlider ? <SideSlider sliders={head.sliders} /> : null}
    </div>
  );
}
