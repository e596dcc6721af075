import { useEffect, useRef, useState } from 'react';
import { Field, useForm } from 'react-final-form';
import { isOk } from '../../../shared/api/client';
import { getAreasViaCity, getCitiesViaProvince, getProvinces, type Area, type City, type Province } from '../../../shared/api/locations';
import { SelectField, type SelectOption } from '../../../shared/reservation/fields';
import { useAppDeps } from '../../app/deps';
import { shownError } from '../../app/forms';
import { CHECKOUT_TEXT as T } from './messages';

type Place = Province | City | Area;
const toOptions = (list: Place[]): SelectOption[] => list.map((p) => ({ value: String(p.id), label: p.name }));

interface Props {
  /** The area changed (delivery is priced for it): '' when cleared. */
  onAreaChange?: (areaId: string) => void;
}

/**
 * Province → city → area (spec part 3 §4 "Locations in checkout forms"): changing the province
 * clears the areas and reloads the cities, clearing it clears the city too; choosing a city
 * loads its areas, an empty choice clears the city and the areas.
 */
export function LocationFields({ onAreaChange }: Props) {
  const { api } = useAppDeps();
  const form = useForm();
  const [provinces, setProvinces] = useState<Province[]>([]);
  const [cities, setCities] = useState<City[]>([]);
  const [areas, setAreas] = useState<Area[]>([]);
  // The latest choice each list was asked for: answers for an older choice are dropped.
  const wanted = useRef({ province: '', city: '' });

  useEffect(() => {
    let live = true;
    void getProvinces(api).then((r) => {
      if (live && isOk(r) && Array.isArray(r.data)) setProvinces(r.data);
    });
    return () => {
      live = false;
    };
  }, [api]);

  const onProvince = (province: string) => {
    form.batch(() => {
      form.change('province_id', province);
      form.change('city_id', '');
      form.change('area_id', '');
    });
    setAreas([]);
    setCities([]);
    wanted.current = { province, city: '' };
    onAreaChange?.('');
    if (!province) return;
    void getCitiesViaProvince(api, province).then((r) => {
      if (wanted.current.province === province && isOk(r) && Array.isArray(r.data)) setCities(r.data);
    });
  };

  const onCity = (city: string) => {
    form.batch(() => {
      form.change('city_id', city);
      form.change('area_id', '');
    });
    setAreas([]);
    wanted.current.city = city;
    onAreaChange?.('');
    if (!city) return;
    void getAreasViaCity(api, city).then((r) => {
      if (wanted.current.city === city && isOk(r) && Array.isArray(r.data)) setAreas(r.data);
    });
  };

  return (
    <>
      <Field<string> name="province_id">
        {({ input, meta }) => (
          <SelectField
            label={T.province}
            placeholder={T.select(T.province)}
            options={toOptions(provinces)}
            name={input.name}
            value={input.value ?? ''}
            onChange={(e) => onProvince(e.currentTarget.value)}
            onBlur={input.onBlur}
            error={shownError(meta)}
            autoComplete="address-level1"
          />
        )}
      </Field>
      <Field<string> name="city_id">
        {({ input, meta }) => (
          <SelectField
            label={T.city}
            placeholder={T.select(T.city)}
            options={toOptions(cities)}
            name={input.name}
            value={input.value ?? ''}
            onChange={(e) => onCity(e.currentTarget.value)}
            onBlur={input.onBlur}
            error={shownError(meta)}
            autoComplete="address-level2"
          />
        )}
      </Field>
      <Field<string> name="area_id">
        {({ input, meta }) => (
          <SelectField
            label={T.area}
            placeholder={T.select(T.area)}
            options={toOptions(areas)}
            name={input.name}
            value={input.value ?? ''}
            onChange={(e) => {
              input.onChange(e.currentTarget.value);
              onAreaChange?.(e.currentTarget.value);
            }}
            onBlur={input.onBlur}
            error={shownError(meta)}
            autoComplete="address-level3"
          />
        )}
      </Field>
    </>
  );
}
