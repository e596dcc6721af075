import { useState } from 'react';
import { FormField } from '../../../shared/ui/FormField';
import { SelectField } from '../../../shared/ui/SelectField';
import { LINK_TYPES, type LinkType } from '../../../shared/validation/content';
import { queryOf } from '../../app/api';
import { useLoad } from '../../app/useLoad';

export interface TargetFieldProps {
  linkType: string;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
  error: string | null;
  /** The choice's label; default: 'The {noun} it leads to' (a banner's target). */
  label?: string;
}

/** What a banner leads to (or a row names: a catalogue's brand, a block's product …): found by name and chosen from a list. */
export function TargetField({ linkType, value, onChange, onBlur, error, label }: TargetFieldProps) {
  const noun = LINK_TYPES[linkType as LinkType] ?? 'target';
  const [q, setQ] = useState('');
  const { data, loading } = useLoad<{ data: { id: number; name: string }[] }>(linkType && linkType !== 'L' ? `content/link-targets${queryOf({ link_type: linkType, q })}` : null);
  const found = data?.data ?? [];
  const options = found.map((t) => ({ value: String(t.id), label: `${t.name} (#${t.id})` }));
  if (value && !found.some((t) => String(t.id) === value)) options.unshift({ value, label: `#${value} (chosen now)` });
  return (
    <div className="ad-form__row">
      <FormField label={`Find a ${noun}`} hint="Part of its name, or its number." value={q} onChange={(e) => setQ(e.currentTarget.value)} />
      <SelectField
        label={label ?? `The ${noun} it leads to`}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
        options={options}
        placeholder={loading ? 'Loading…' : found.length ? `Choose a ${noun}` : `No ${noun} found`}
        error={error}
      />
    </div>
  );
}
