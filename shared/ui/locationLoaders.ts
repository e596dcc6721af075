/**
 * Where the province → city → area lists come from: one call per list (get-provinces,
 * get-cities-via-province, get-areas-via-city), or the whole tree in one get-locations-with-areas
 * call. A failed call gives an empty list (the failure itself is logged by the API client).
 */
import { isOk, type ApiClient, type ApiEnvelope } from '../api/client';
import { getAreasViaCity, getCitiesViaProvince, getLocationsWithAreas, getProvinces, type ProvinceWithCities } from '../api/locations';

/** A province, city or area: all three are {id, name}. */
export interface Place {
  id: number;
  name: string;
}

export interface LocationLoader {
  provinces(): Promise<Place[]>;
  cities(provinceId: string): Promise<Place[]>;
  areas(cityId: string): Promise<Place[]>;
}

const listOf = <T>(answer: ApiEnvelope<T[]> | null): T[] => (isOk(answer) && Array.isArray(answer.data) ? answer.data : []);
const named = (list: Place[]): Place[] => list.map(({ id, name }) => ({ id, name }));

/** A list per choice; `source` is the calls' ?source= (the API's default when left out). */
export function locationsByStep(api: ApiClient, source?: string): LocationLoader {
  return {
    provinces: () => getProvinces(api, source).then(listOf),
    cities: (provinceId) => getCitiesViaProvince(api, provinceId, source).then(listOf),
    areas: (cityId) => getAreasViaCity(api, cityId, source).then(listOf),
  };
}

/** The whole tree, asked for once (on the first list wanted) and read from then on. */
export function locationsFromTree(api: ApiClient): LocationLoader {
  let tree: Promise<ProvinceWithCities[]> | null = null;
  const load = () => (tree ??= getLocationsWithAreas(api).then(listOf));
  return {
    provinces: () => load().then(named),
    cities: (provinceId) => load().then((all) => named(all.find((p) => String(p.id) === provinceId)?.cities ?? [])),
    areas: (cityId) =>
      load().then((all) => {
        const city = all.flatMap((p) => p.cities ?? []).find((c) => String(c.id) === cityId);
        return named(city?.areas ?? []);
      }),
  };
}
