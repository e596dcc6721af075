import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormField } from '../../shared/ui/FormField';
import { SelectField } from '../../shared/ui/SelectField';

export interface Filter {
  name: string;
  label: string;
  /** A choice of values ('' = any); without options the filter is a search box. */
  options?: readonly (string | { value: string; label: string })[];
  hint?: string;
}

/**
 * A list's filters, kept in the address (so Back, reload and a shared link show the same list):
 * applying them starts again at page 1.
 */
export function ListFilters({ filters, label }: { filters: readonly Filter[]; label: string }) {
  const [params, setParams] = useSearchParams();
  const fromAddress = () => Object.fromEntries(filters.map((f) => [f.name, params.get(f.name) ?? '']));
  const [values, setValues] = useState<Record<string, string>>(fromAddress);
  // A link to another filtered list (the dashboard's, Back) shows its own filters.
  const address = params.toString();
  useEffect(() => setValues(fromAddress()), [address]); // eslint-disable-line react-hooks/exhaustive-deps
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    for (const f of filters) if (values[f.name]?.trim()) next.set(f.name, values[f.name].trim());
    setParams(next);
  };
  const set = (name: string, value: string) => setValues((v) => ({ ...v, [name]: value }));
  return (
    <form className="ad-filters" role="search" aria-label={label} onSubmit={apply}>
      {filters.map((f) =>
        f.options ? (
          <SelectField
            key={f.name}
            label={f.label}
            name={f.name}
            value={values[f.name] ?? ''}
            onChange={(e) => set(f.name, e.target.value)}
            placeholder="Any"
            options={f.options.map((o) => (typeof o === 'string' ? { value: o, label: o.replace(/_/g, ' ') } : o))}
          />
        ) : (
          <FormField key={f.name} label={f.label} hint={f.hint} name={f.name} type="search" value={values[f.name] ?? ''} onChange={(e) => set(f.name, e.target.value)} maxLength={100} />
        ),
      )}
      <div className="ad-filters__actions">
        <button type="submit" className="ad-button ad-button--primary">
          Show
        </button>
      </div>
    </form>
  );
}

/** The list's query for the API: the address's filters and page. */
export function useListQuery(names: readonly string[]): Record<string, string | undefined> {
  const [params] = useSearchParams();
  return Object.fromEntries([...names, 'page'].map((n) => [n, params.get(n) ?? undefined]));
}
