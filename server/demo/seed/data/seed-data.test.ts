import { NEPAL_PROVINCES, allAreas, allCities } from './nepal-locations';
import { COUNTRIES } from './countries';

describe('Nepal location seed data', () => {
  it('has the 7 provinces in official order with the right district counts', () => {
    expect(NEPAL_PROVINCES.map((p) => [p.id, p.name, p.cities.length])).toEqual([
      [1, 'Koshi', 14],
      [2, 'Madhesh', 8],
      [3, 'Bagmati', 13],
      [4, 'Gandaki', 11],
      [5, 'Lumbini', 12],
      [6, 'Karnali', 10],
      [7, 'Sudurpashchim', 9],
    ]);
  });

  it('has 77 districts with unique ids numbered 1..77 in order', () => {
    const cities = allCities();
    expect(cities).toHaveLength(77);
    expect(cities.map((c) => c.id)).toEqual(Array.from({ length: 77 }, (_, i) => i + 1));
    expect(new Set(cities.map((c) => c.name)).size).toBe(77);
  });

  it('gives every district at least 3 distinct areas', () => {
    for (const city of NEPAL_PROVINCES.flatMap((p) => p.cities)) {
      expect(city.areas.length).toBeGreaterThanOrEqual(3);
      expect(new Set(city.areas.map((a) => a.name)).size).toBe(city.areas.length);
    }
  });

  it('numbers areas uniquely 1..N in order, each pointing at an existing city', () => {
    const areas = allAreas();
    expect(areas.map((a) => a.id)).toEqual(Array.from({ length: areas.length }, (_, i) => i + 1));
    const cityIds = new Set(allCities().map((c) => c.id));
    expect(areas.every((a) => cityIds.has(a.city_id))).toBe(true);
  });

  it('places districts in the right provinces', () => {
    const provinceOf = (district: string): string | undefined =>
      NEPAL_PROVINCES.find((p) => p.cities.some((c) => c.name === district))?.name;
    expect(provinceOf('Kathmandu')).toBe('Bagmati');
    expect(provinceOf('Lalitpur')).toBe('Bagmati');
    expect(provinceOf('Bhaktapur')).toBe('Bagmati');
    expect(provinceOf('Jhapa')).toBe('Koshi');
    expect(provinceOf('Kaski')).toBe('Gandaki');
    expect(provinceOf('Nawalpur')).toBe('Gandaki');
    expect(provinceOf('Parasi')).toBe('Lumbini');
    expect(provinceOf('Rukum East')).toBe('Lumbini');
    expect(provinceOf('Rukum West')).toBe('Karnali');
    expect(provinceOf('Kailali')).toBe('Sudurpashchim');
  });
});

describe('country seed data', () => {
  it('has the full ISO list with unique codes and well-formed dial codes', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(230);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.code).toMatch(/^[A-Z]{2}$/);
      expect(c.dial_code).toMatch(/^\+\d{1,4}$/);
    }
  });

  it('is sorted by name', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has the exact Nepal entry', () => {
    expect(COUNTRIES.filter((c) => c.code === 'NP')).toEqual([{ name: 'Nepal', dial_code: '+977', code: 'NP' }]);
  });
});
