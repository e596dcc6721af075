import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { filterOptions, type ComboOption } from './comboboxFilter';
import { FieldShell, useFieldIds, type FieldShellProps } from './FieldShell';
import './Combobox.css';

export type { ComboOption };

export const COMBOBOX_TEXT = {
  noMatch: (query: string) => `Nothing matches “${query}”. Try part of the number or of the name.`,
  more: (shown: number, total: number) => `Showing ${shown} of ${total}. Type more to narrow the list.`,
  found: (total: number) => (total === 1 ? '1 match' : `${total} matches`),
  list: (label: string) => `${label} options`,
} as const;

export interface ComboboxFieldProps extends Omit<FieldShellProps, 'labelAside'> {
  name: string;
  options: readonly ComboOption[];
  /** The chosen option's value ('' for none). */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** At most this many matches are listed at once. */
  limit?: number;
  /** Shown instead of `error` while the field holds typed text that is not one of the options. */
  notChosenError?: string;
}

const norm = (text: string) => text.trim().toLowerCase();

/**
 * A searchable select (the ARIA combobox pattern with a list): typing filters the options by
 * label and description; Arrow keys move through the list, Enter chooses, Escape closes (then
 * clears). The field's value is only ever one of the options, or '' while nothing is chosen.
 */
export function ComboboxField({ label, error: given, hint, id, className, name, options, value, onChange, onBlur, placeholder, limit = 50, notChosenError }: ComboboxFieldProps) {
  /** What the shopper is typing; null shows the chosen option. */
  const [query, setQuery] = useState<string | null>(null);
  // "Required" under a field full of text reads as a fault of the form: say what is missing.
  const error = given && notChosenError && query?.trim() ? notChosenError : given;
  const ids = useFieldIds({ id, hint, error });
  const listId = `${ids.inputId}-list`;
  const statusId = `${ids.inputId}-status`;
  const optionId = (i: number) => `${ids.inputId}-option-${i}`;
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = options.find((o) => o.value === value);
  const text = query ?? chosen?.label ?? value;
  const { shown, total } = useMemo(() => filterOptions(options, query ?? '', limit), [options, query, limit]);

  // A value set from outside (the form cleared after a success) shows as such.
  useEffect(() => {
    if (typeof document !== 'undefined' && document.activeElement !== inputRef.current) setQuery(null);
  }, [value]);

  useEffect(() => {
    if (!open || active < 0) return;
    const el = listRef.current?.children[active] as HTMLElement | undefined;
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const choose = (option: ComboOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
    setActive(-1);
  };

  const type = (next: string) => {
    setQuery(next);
    setOpen(true);
    setActive(-1);
    if (value) onChange('');
  };

  const leave = () => {
    setOpen(false);
    setActive(-1);
    // A typed value that names an option exactly counts as choosing it.
    if (query !== null) {
      const exact = options.find((o) => norm(o.label) === norm(query));
      if (exact) choose(exact);
      else if (!query.trim()) setQuery(null);
    }
    onBlur?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) setOpen(true);
        setActive((i) => Math.min(i + 1, shown.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey || (open && active <= 0)) {
          setOpen(false);
          setActive(-1);
        } else if (open) setActive((i) => i - 1);
        break;
      case 'Enter':
        if (open && active >= 0 && shown[active]) {
          event.preventDefault();
          choose(shown[active]);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (text) {
          event.preventDefault();
          type('');
        }
        break;
      default:
    }
  };

  const expanded = open && (shown.length > 0 || !!query);
  return (
    <FieldShell label={label} error={error} hint={hint} className={className} ids={ids}>
      <div className="cg-combobox">
        <input
          ref={inputRef}
          id={ids.inputId}
          name={name}
          type="text"
          role="combobox"
          className="cg-field__input cg-combobox__input"
          value={text}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[ids.describedBy, query ? statusId : null].filter(Boolean).join(' ') || undefined}
          onChange={(event) => type(event.currentTarget.value)}
          onClick={() => setOpen((o) => !o)}
          onKeyDown={onKeyDown}
          onBlur={leave}
        />
        <div className="cg-combobox__popup" hidden={!expanded}>
          <ul ref={listRef} id={listId} role="listbox" aria-label={COMBOBOX_TEXT.list(label)} className="cg-combobox__list">
            {shown.map((option, i) => (
              <li
                key={option.value}
                id={optionId(i)}
                role="option"
                aria-selected={option.value === value}
                className={`cg-combobox__option${i === active ? ' is-active' : ''}`}
                // Keeps the focus in the input, so its blur does not run first.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                <span className="cg-combobox__label">{option.label}</span>
                {option.description ? <span className="cg-combobox__description">{option.description}</span> : null}
              </li>
            ))}
          </ul>
          {!shown.length && query ? <p className="cg-combobox__note">{COMBOBOX_TEXT.noMatch(query.trim())}</p> : null}
          {total > shown.length ? <p className="cg-combobox__note">{COMBOBOX_TEXT.more(shown.length, total)}</p> : null}
        </div>
        <p id={statusId} className="cg-visually-hidden" aria-live="polite">
          {query && open ? COMBOBOX_TEXT.found(total) : ''}
        </p>
      </div>
    </FieldShell>
  );
}
