import { createTestApp, type TestApp } from '../support/contract-app';
import { get } from './http';

let t: TestApp;
let api: string;
beforeAll(async () => {
  t = await createTestApp({ seedProducts: 0 });
  api = `${t.baseUrl}/api`;
});
afterAll(() => t.close());

type Named = { id: number; name: string };

describe('locations', () => {
  it('lists the 7 provinces', async () => {
    const r = await get<{ data: Named[] }>(api, '/get-provinces?source=ola');
    expect(r.status).toBe(200);
    expect(r.body.data.map((p) => p.name)).toEqual([
      'Koshi',
      'Madhesh',
      'Bagmati',
      'Gandaki',
      'Lumbini',
      'Karnali',
      'Sudurpashchim',
    ]);
  });

  it('cascades province → districts → areas', async () => {
    const provinces = await get<{ data: Named[] }>(api, '/get-provinces?source=ola');
    const bagmati = provinces.body.data.find((p) => p.name === 'Bagmati')!;
    const cities = await get<{ data: Named[] }>(api, `/get-cities-via-province/${bagmati.id}?source=ola`);
    expect(cities.body.data).toHaveLength(13);
    const kathmandu = cities.body.data.find((c) => c.name === 'Kathmandu')!;
    expect(kathmandu).toBeDefined();
    const areas = await get<{ data: Named[] }>(api, `/get-areas-via-city/${kathmandu.id}?source=ola`);
    expect(areas.body.data.map((a) => a.name)).toEqual(expect.arrayContaining(['Thamel', 'New Baneshwor']));
  });

  it('answers 404 for unknown ids and 400 for ids that are not numbers', async () => {
    const unknown = await get(api, '/get-cities-via-province/999');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no province with id 999.');
    expect((await get(api, '/get-areas-via-city/999999')).status).toBe(404);
    const text = await get(api, '/get-cities-via-province/abc');
    expect(text.status).toBe(400);
    expect(text.body.message).toBe('Province id must be a positive whole number.');
    expect((await get(api, `/get-areas-via-city/${'9'.repeat(40)}`)).status).toBe(400);
  });

  it('nests the whole tree in get-locations-with-areas', async () => {
    const r = await get<{ data: (Named & { cities: (Named & { areas: Named[] })[] })[] }>(
      api,
      '/get-locations-with-areas',
    );
    expect(r.body.data).toHaveLength(7);
    const cities = r.body.data.flatMap((p) => p.cities);
    expect(cities).toHaveLength(77);
    expect(cities.every((c) => c.areas.length >= 3)).toBe(true);
  });

  it('lists the countries with dial codes', async () => {
    const r = await get<{ data: { name: string; dial_code: string; code: string }[] }>(api, '/get-countries');
    expect(r.body.data.length).toBeGreaterThan(200);
    expect(r.body.data).toContainEqual({ name: 'Nepal', dial_code: '+977', code: 'NP' });
  });
});
