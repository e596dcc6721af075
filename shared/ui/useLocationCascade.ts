/**
 * Province → city → area (spec part 3 §4 "Locations in checkout forms", part 1 §4, part 2 §5),
 * for any form: choosing a province clears city and area and loads its cities (an empty choice
 * loads none); choosing a city clears the area and loads its areas. Answers for an older choice
 * are dropped. The form keeps the values: the hook hands it each choice with the choices it
 * clears. React API only, so it runs on Preact's compat layer (the reservation widget).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '../api/client';
import { locationsByStep, locationsFromTree, type Place } from './locationLoaders';

export type LocationLevel = 'province' | 'city' | 'area';
export type LocationChoice = Record<LocationLevel, string>;

export interface LocationCascadeOptions {
  /** Sets the form's values: a choice together with the choices below it that it clears. */
  onChange: (patch: Partial<LocationChoice>) => void;
  /** The choice the form starts with (a saved address): its city and area lists load at once. */
  initial?: Partial<LocationChoice>;
  /** ?source= of the list calls (the API's default when left out). */
  source?: string;
  /** Read all lists from one get-locations-with-areas call (the store consultation). */
  wholeTree?: boolean;
}

export interface LocationCascade {
  provinces: Place[];
  cities: Place[];
  areas: Place[];
  chooseProvince(id: string): void;
  chooseCity(id: string): void;
  chooseArea(id: string): void;
}

export function useLocationCascade(api: ApiClient, { onChange, initial, source, wholeTree = false }: LocationCascadeOptions): LocationCascade {
  const loader = useMemo(() => (wholeTree ? locationsFromTree(api) : locationsByStep(api, source)), [api, source, wholeTree]);
  const [provinces, setProvinces] = useState<Place[]>([]);
  const [cities, setCities] = useState<Place[]>([]);
  const [areas, setAreas] = useState<Place[]>([]);
  // The latest choice each list was asked for (null once unmounted): older answers are dropped.
  const wanted = useRef<{ province: string | null; city: string | null }>({ province: '', city: '' });
  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const start = useRef(initial);

  const loadCities = (province: string) => {
    wanted.current.province = province;
    if (!province) return;
    void loader.cities(province).then((list) => {
      if (wanted.current.province === province) setCities(list);
    });
  };
  const loadAreas = (city: string) => {
    wanted.current.city = city;
    if (!city) return;
    void loader.areas(city).then((list) => {
      if (wanted.current.city === city) setAreas(list);
    });
  };

  // The provinces, and the lists of the starting choice.
  useEffect(() => {
    let live = true;
    void loader.provinces().then((list) => {
      if (live) setProvinces(list);
    });
    loadCities(start.current?.province ?? '');
    loadAreas(start.current?.city ?? '');
    return () => {
      live = false;
      wanted.current = { province: null, city: null };
    };
    // loadCities/loadAreas only read the loader.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loader]);

  return {
    provinces,
    cities,
    areas,
    chooseProvince(id) {
      latestOnChange.current({ province: id, city: '', area: '' });
      setCities([]);
      setAreas([]);
      wanted.current.city = '';
      loadCities(id);
    },
    chooseCity(id) {
      latestOnChange.current({ city: id, area: '' });
      setAreas([]);
      loadAreas(id);
    },
    chooseArea(id) {
      latestOnChange.current({ area: id });
    },
  };
}
