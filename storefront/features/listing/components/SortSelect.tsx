import { useId } from 'react';
import { isListingSort, LISTING_SORTS, type ListingSort } from '../../../../shared/domain/listing-query';
import { LISTING_TEXT as T, SORT_LABELS } from '../messages';

export interface SortSelectProps {
  value: ListingSort | null | undefined;
  onChange: (sort: ListingSort | null) => void;
  /** The default option's label: '-' (search page: 'Most Relevant'). */
  defaultLabel?: string;
  /** Display-only (flash sale page). */
  disabled?: boolean;
  /** The GET form the select belongs to (sorting without JavaScript). */
  form?: string;
}

/** Sort: New In, Lowest Price, Highest Price; the default option is no sort. */
export function SortSelect({ value, onChange, defaultLabel = T.noSort, disabled = false, form }: SortSelectProps) {
  const id = useId();
  return (
    <div className="cg-sort">
      <label htmlFor={id} className="cg-sort__label">
        {T.sortBy}
      </label>
      <select
        id={id}
        className="cg-select cg-sort__select"
        name="sort"
        form={form}
        value={value ?? ''}
        disabled={disabled}
        title={disabled ? T.flashSortNote : undefined}
        onChange={(e) => onChange(isListingSort(e.target.value) ? e.target.value : null)}
      >
        <option value="">{defaultLabel}</option>
        {LISTING_SORTS.map((s) => (
          <option key={s} value={s}>
            {SORT_LABELS[s]}
          </option>
        ))}
      </select>
    </div>
  );
}
