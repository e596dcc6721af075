import type { ApiClient, ApiEnvelope } from './client';

export interface Province {
  id: number;
  name: string;
}
export interface City {
  id: number;
  name: string;
}
export interface Area {
  id: number;
  name: string;
}
export interface ProvinceWithCities extends Province {
  cities: (City & { areas: Area[] })[];
}
export interface Country {
  name: string;
  dial_code: string;
  code: string;
}

/** GET get-provinces?source=ola */
export const getProvinces = (api: ApiClient, source = 'ola') =>
  api.get<ApiEnvelope<Province[]>>('get-provinces', { query: { source } });

/** GET get-cities-via-province/{province}?source=ola */
export const getCitiesViaProvince = (api: ApiClient, province: number | string, source = 'ola') =>
  api.get<ApiEnvelope<City[]>>(`get-cities-via-province/${encodeURIComponent(String(province))}`, {
    query: { source },
  });

/** GET get-areas-via-city/{city}?source=ola */
export const getAreasViaCity = (api: ApiClient, city: number | string, source = 'ola') =>
  api.get<ApiEnvelope<Area[]>>(`get-areas-via-city/${encodeURIComponent(String(city))}`, { query: { source } });

/** GET get-locations-with-areas */
export const getLocationsWithAreas = (api: ApiClient) =>
  api.get<ApiEnvelope<ProvinceWithCities[]>>('get-locations-with-areas');

/** GET get-countries (the world list for the profile's Country select). */
export const getCountries = (api: ApiClient) => api.get<ApiEnvelope<Country[]>>('get-countries');
