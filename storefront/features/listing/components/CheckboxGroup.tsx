import { useId } from 'react';

export interface CheckboxOption {
  value: string;
  label: string;
  count?: number | null;
}

export interface CheckboxGroupProps {
  title: string;
  options: CheckboxOption[];
  selected: readonly string[];
  onToggle: (value: string) => void;
  /** The query parameter the boxes stand for, and the GET form they belong to (filtering without JavaScript). */
  name?: string;
  form?: string;
}

/** A filter group of checkboxes with product counts (brands, feature filter values). */
export function CheckboxGroup({ title, options, selected, onToggle, name, form }: CheckboxGroupProps) {
  const id = useId();
  if (!options.length) return null;
  return (
    <fieldset className="cg-filter-box cg-checks">
      <legend className="cg-filter-box__title">{title}</legend>
      <ul className={`cg-checks__list${options.length > 8 ? ' cg-checks__list--long' : ''}`}>
        {options.map((o, i) => {
          const inputId = `${id}-${i}`;
          return (
            <li key={o.value}>
              <input
                id={inputId}
                type="checkbox"
                className="cg-checks__input"
                name={name}
                value={o.value}
                form={form}
                checked={selected.includes(o.value)}
                onChange={() => onToggle(o.value)}
              />
              <label htmlFor={inputId} className="cg-checks__label">
                <span className="cg-checks__name">{o.label}</span>
                {o.count != null ? (
                  <>
                    {' '}
                    <span className="cg-checks__count">({o.count})</span>
                  </>
                ) : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
