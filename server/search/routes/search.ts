import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerCache } from '../../http/answer-cache';
import type { SearchData } from '../../../shared/api/catalogue';
import { badRequest } from '../../http/errors';
import { searchLimit } from '../../http/rate-limits';
import { catalogueCache } from '../../catalogue/catalogue-cache';
import { CATALOGUE_MESSAGES as M } from '../../catalogue/catalogue-messages';
import { listingBody } from '../../catalogue/listing';
import { paginate, parseListingParams } from '../../catalogue/listing-params';
import { planSearch } from '../search-query';
import { namedPlaces, searchScope } from '../search-rank';
import { searchSynonyms, syncSynonyms } from '../search-synonyms';
import { nearestCategories } from '../search-nearest';
import { didYouMean, joinedWords, lookUpWords, typoCorrections } from '../search-typos';
import { prepareSearchTerms } from '../search-vocabulary';
import { SqlParams } from '../../db/sql-params';
import { BROAD_MATCHES, estimatedMatches } from '../search-breadth';

type SearchQuery = { Querystring: Record<string, string | string[]> };

/**
 * GET web-search?keywords&brand&range&page&sort — PostgreSQL full-text search over name, model
 * number, brand and category names (search/search-query.ts reads the keywords; ADR 15); the
 * header suggestions read the first page's products. Without a sort the most relevant come first.
 * Answers are kept per catalogue version (http/answer-cache.ts). Searches are limited per address
 * (http/rate-limits.ts searchLimit), keywords cut to a length (catalogue/listing-params.ts).
 * Start-up writes the synonyms and the vocabulary on the primary; searches read the replicas
 * (app.readDb, docs/adr/0014), the answer cache's catalogue version included.
 */
export default async function searchRoutes(app: FastifyInstance): Promise<void> {
  await syncSynonyms(app.db, app.config.rootDir);
  await prepareSearchTerms(app.db);

  const db = app.readDb;
  const answers = answerCache(db);
  // Searches this process is answering now: one alone on PostgreSQL may use both of its cores.
  let searching = 0;
  const webSearch = async (request: FastifyRequest<SearchQuery>) => {
    const params = parseListingParams(request.query);
    if (params.keywords === null) throw badRequest(M.noKeywords);
    const synonyms = await searchSynonyms(db);
    // Alone on PostgreSQL, how broad the search is (read while the vocabulary is looked up; for the
    // words as typed, so it holds unless a word is corrected) decides whether it is answered in halves.
    const alone = db.kind === 'postgres' && searching === 1 ? planSearch(params.keywords, synonyms) : null;
    const [lookups, matches] = await Promise.all([
      lookUpWords(db, params.keywords, synonyms),
      alone ? estimatedMatches(db, alone.tsquery) : 0,
    ]);
    const plan = planSearch(params.keywords, synonyms, typoCorrections(params.keywords, lookups), joinedWords(lookups));
    const sliders = await catalogueCache(db).listingSliders({});
    if (plan === null) {
      // Only punctuation: nothing can match.
      const productPaginate = paginate(request.url, params, 0);
      const data: SearchData = { brands: [], price_range: { min: 0, max: 0 }, sliders, products: [], productPaginate, setProductPaginate: productPaginate };
      return { statusCode: 200, data: { ...data, did_you_mean: null, related_categories: [] } };
    }
    const sql = new SqlParams();
    const scope = searchScope(plan, namedPlaces(await catalogueCache(db).taxonomy(), plan.meaning), sql);
    const halves = alone?.tsquery === plan.tsquery && matches >= BROAD_MATCHES;
    const { filters: _none, ...body } = await listingBody(db, request.url, params, { scope, params: sql, defaultOrder: 'relevance', halves });
    const data: SearchData = { ...body, sliders, setProductPaginate: body.productPaginate };
    if (body.productPaginate.total > 0) return { statusCode: 200, data };
    // Nothing matched: the closest words the catalogue has, and the categories nearest to them.
    const closer = didYouMean(params.keywords, lookups);
    const meant = closer === null ? null : planSearch(closer, synonyms);
    const found = meant !== null && (await db.query(
      'SELECT 1 FROM search_documents d WHERE d.status AND d.search_vector @@ $1::tsquery LIMIT 1',
      [meant.tsquery],
    )).rows.length > 0;
    const related = await nearestCategories(db, [...plan.meaning, ...(meant?.meaning ?? [])]);
    return { statusCode: 200, data: { ...data, did_you_mean: found ? closer : null, related_categories: related } };
  };
  app.get<SearchQuery>('/web-search', { preHandler: searchLimit(app.rateLimits) }, async (request, reply) => {
    searching += 1;
    try {
      return await answers(request, reply, () => webSearch(request));
    } finally {
      searching -= 1;
    }
  });
}
