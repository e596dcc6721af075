import type { FocusEvent } from 'react';
import { SelectField } from './SelectField';
import type { Place } from './locationLoaders';
import type { LocationCascade, LocationChoice, LocationLevel } from './useLocationCascade';

type PerLevel<T> = Record<LocationLevel, T>;

export interface LocationSelectsProps {
  cascade: LocationCascade;
  /** The form's current choice. */
  values: LocationChoice;
  /** The form's field names (province_id, city, …). */
  names: PerLevel<string>;
  labels: PerLevel<string>;
  /** The first, empty choice of each select ('Select province'). */
  placeholders: PerLevel<string>;
  errors?: Partial<PerLevel<string | null>>;
  onBlur?: Partial<PerLevel<(event: FocusEvent<HTMLSelectElement>) => void>>;
  /** Offer the browser's address autofill (address-level1 … 3). */
  autoComplete?: boolean;
}

const toOptions = (list: Place[]) => list.map((p) => ({ value: String(p.id), label: p.name }));

/** The three selects of a province → city → area cascade (useLocationCascade). */
export function LocationSelects({ cascade, values, names, labels, placeholders, errors, onBlur, autoComplete = false }: LocationSelectsProps) {
  const levels: { level: LocationLevel; list: Place[]; choose: (id: string) => void; token: string }[] = [
    { level: 'province', list: cascade.provinces, choose: cascade.chooseProvince, token: 'address-level1' },
    { level: 'city', list: cascade.cities, choose: cascade.chooseCity, token: 'address-level2' },
    { level: 'area', list: cascade.areas, choose: cascade.chooseArea, token: 'address-level3' },
  ];
  return (
    <>
      {levels.map(({ level, list, choose, token }) => (
        <SelectField
          key={level}
          label={labels[level]}
          placeholder={placeholders[level]}
          options={toOptions(list)}
          name={names[level]}
          value={values[level]}
          onChange={(event) => choose(event.currentTarget.value)}
          onBlur={onBlur?.[level]}
          error={errors?.[level]}
          autoComplete={autoComplete ? token : undefined}
        />
      ))}
    </>
  );
}
