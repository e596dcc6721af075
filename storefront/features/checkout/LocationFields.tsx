import { useField, useForm } from 'react-final-form';
import { LocationSelects, type LocationSelectsProps } from '../../../shared/ui/LocationSelects';
import { useLocationCascade, type LocationChoice, type LocationLevel } from '../../../shared/ui/useLocationCascade';
import { useAppDeps } from '../../app/deps';
import { shownError } from '../../../shared/ui/final-form';

const LEVELS: LocationLevel[] = ['province', 'city', 'area'];

/** The field names of the checkout and Flexi Pay forms (their payloads' keys). */
export const LOCATION_ID_FIELDS: Record<LocationLevel, string> = { province: 'province_id', city: 'city_id', area: 'area_id' };

export interface LocationFieldsProps extends Pick<LocationSelectsProps, 'names' | 'labels' | 'placeholders' | 'autoComplete'> {
  /** Read the lists from one get-locations-with-areas call instead of a call per list. */
  wholeTree?: boolean;
  /** The area changed (delivery is priced for it): '' when a parent's change cleared it. */
  onAreaChange?: (areaId: string) => void;
}

/**
 * The province → city → area cascade (shared/ui useLocationCascade) as three react-final-form
 * fields of the surrounding form; used by checkout, Flexi Pay and the store consultation.
 */
export function LocationFields({ names, labels, placeholders, autoComplete, wholeTree, onAreaChange }: LocationFieldsProps) {
  const { api } = useAppDeps();
  const form = useForm();
  const fields = {
    province: useField<string>(names.province),
    city: useField<string>(names.city),
    area: useField<string>(names.area),
  };
  const values: LocationChoice = {
    province: fields.province.input.value ?? '',
    city: fields.city.input.value ?? '',
    area: fields.area.input.value ?? '',
  };
  const cascade = useLocationCascade(api, {
    wholeTree,
    initial: values,
    onChange: (patch) => {
      form.batch(() => {
        for (const level of LEVELS) if (patch[level] !== undefined) form.change(names[level], patch[level]);
      });
      if (patch.area !== undefined) onAreaChange?.(patch.area);
    },
  });
  return (
    <LocationSelects
      cascade={cascade}
      values={values}
      names={names}
      labels={labels}
      placeholders={placeholders}
      autoComplete={autoComplete}
      errors={{ province: shownError(fields.province.meta), city: shownError(fields.city.meta), area: shownError(fields.area.meta) }}
      onBlur={{ province: fields.province.input.onBlur, city: fields.city.input.onBlur, area: fields.area.input.onBlur }}
    />
  );
}
