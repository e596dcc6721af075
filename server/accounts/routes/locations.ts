import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Area, City, Country, Province, ProvinceWithCities } from '../../../shared/api/locations';
import { notFound } from '../../http/errors';
import { parseId } from '../../http/validate';
import { ttlCache } from '../../catalogue/ttl-cache';

/** Locations change only with a migration or seed, so browsers and proxies may keep them an hour. */
const cacheable = (reply: FastifyReply) => reply.header('Cache-Control', 'public, max-age=3600');

export default async function locationRoutes(app: FastifyInstance): Promise<void> {
  const { readDb: db } = app;

  app.get('/get-provinces', async (_request, reply) => {
    const r = await db.query<Province>('SELECT id, name FROM provinces ORDER BY id');
    cacheable(reply);
    return { statusCode: 200, data: r.rows };
  });

  app.get<{ Params: { province: string } }>('/get-cities-via-province/:province', async (request, reply) => {
    const id = parseId(request.params.province, 'Province');
    const province = await db.query('SELECT 1 FROM provinces WHERE id = $1', [id]);
    if (!province.rowCount) throw notFound(`There is no province with id ${id}.`);
    const r = await db.query<City>('SELECT id, name FROM cities WHERE province_id = $1 ORDER BY name', [id]);
    cacheable(reply);
    return { statusCode: 200, data: r.rows };
  });

  app.get<{ Params: { city: string } }>('/get-areas-via-city/:city', async (request, reply) => {
    const id = parseId(request.params.city, 'City');
    const city = await db.query('SELECT 1 FROM cities WHERE id = $1', [id]);
    if (!city.rowCount) throw notFound(`There is no city with id ${id}.`);
    const r = await db.query<Area>('SELECT id, name FROM areas WHERE city_id = $1 ORDER BY name', [id]);
    cacheable(reply);
    return { statusCode: 200, data: r.rows };
  });

  const locationTree = ttlCache(10 * 60_000, async () => {
    const [provinces, cities, areas] = await Promise.all([
      db.query<Province>('SELECT id, name FROM provinces ORDER BY id'),
      db.query<City & { province_id: number }>('SELECT id, province_id, name FROM cities ORDER BY name'),
      db.query<Area & { city_id: number }>('SELECT id, city_id, name FROM areas ORDER BY name'),
    ]);
    const areasByCity = new Map<number, Area[]>();
    for (const a of areas.rows) {
      const list = areasByCity.get(a.city_id) ?? [];
      list.push({ id: a.id, name: a.name });
      areasByCity.set(a.city_id, list);
    }
    const data: ProvinceWithCities[] = provinces.rows.map((p) => ({ id: p.id, name: p.name, cities: [] }));
    const byId = new Map(data.map((p) => [p.id, p]));
    for (const c of cities.rows) {
      byId.get(c.province_id)?.cities.push({ id: c.id, name: c.name, areas: areasByCity.get(c.id) ?? [] });
    }
    return { statusCode: 200, data };
  });

  app.get('/get-locations-with-areas', async (_request, reply) => {
    cacheable(reply);
    return locationTree();
  });

  app.get('/get-countries', async (_request, reply) => {
    const r = await db.query<Country>('SELECT name, dial_code, code FROM countries ORDER BY name');
    cacheable(reply);
    return { statusCode: 200, data: r.rows };
  });
}
