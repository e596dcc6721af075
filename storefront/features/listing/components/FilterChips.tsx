import { decodeRange, type FilterChip } from '../../../../shared/domain/listing-query';
import { formatNpr } from '../../../../shared/domain/money';
import { CloseIcon } from '../../../../shared/ui/icons';
import { LISTING_TEXT as T } from '../messages';

/** What a chip says: the brand, 'NPR 1,000 - NPR 5,000', or the feature value. */
export function chipLabel(chip: FilterChip): string {
  if (chip.param === 'range') {
    const r = decodeRange(chip.value);
    return r ? `${formatNpr(r.min)} - ${formatNpr(r.max)}` : chip.value;
  }
  return chip.value;
}

export interface FilterChipsProps {
  chips: FilterChip[];
  /** What a chip says, when it differs from its value (a brand's name for its brand_url). */
  labelOf?: (chip: FilterChip) => string;
  onRemove: (chip: FilterChip) => void;
  onClearAll: () => void;
}

/** The active filters, each with a remove 'X', and 'Clear All'. */
export function FilterChips({ chips, onRemove, onClearAll, labelOf = chipLabel }: FilterChipsProps) {
  if (!chips.length) return null;
  return (
    <section className="cg-filter-box cg-chips" aria-label={T.activeFilters}>
      <ul className="cg-chips__list">
        {chips.map((chip) => {
          const label = labelOf(chip);
          const id = chip.param === 'feature' ? `${chip.name}:${chip.value}` : `${chip.param}:${chip.value}`;
          return (
            <li key={id} className="cg-chips__chip">
              <span className="cg-chips__text">{label}</span>
              <button type="button" className="cg-chips__remove" aria-label={T.removeFilter(label)} onClick={() => onRemove(chip)}>
                <CloseIcon size={14} />
              </button>
            </li>
          );
        })}
      </ul>
      <button type="button" className="cg-chips__clear" onClick={onClearAll}>
        {T.clearAll}
      </button>
    </section>
  );
}
