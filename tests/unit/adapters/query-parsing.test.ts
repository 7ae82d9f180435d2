import { describe, expect, it } from 'vitest';
import { parseDto } from '../../../adapters/http/dtos/parse-dto.js';
import { SearchQuery, searchQueryOf } from '../../../adapters/http/dtos/search-query.dto.js';
import { numericQuery, ShareListQuery } from '../../../adapters/http/dtos/share-query.dto.js';
import { parseId } from '../../../adapters/http/params.js';
import { SEARCH_MESSAGES } from '../../../domain/search/search-criteria.js';

/**
 * The edge's reading of paths and query strings (STYLE 5), without a server: what the routes hand the DTOs
 * (tests/http keeps one request per rule to show the wiring).
 */
const refusal = (work: () => unknown) => Promise.resolve().then(work).then(() => null, (e: unknown) => e);

describe('parseId (GET /api/user/:id and the other path ids)', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999', '2147483648', '1e3', '0x10', ' ', 'null', '', "1'--", '٣'])('refuses %j with the message naming the parameter', async (raw) => {
    expect(await refusal(() => parseId(raw, 'Pilot id'))).toMatchObject({ code: 'validation_failed', errors: ['Pilot id must be a positive whole number'] });
  });

  it('reads a positive whole number up to the largest integer column', () => {
    expect([parseId('7', 'Pilot id'), parseId('0001', 'Pilot id'), parseId(2_147_483_647, 'Pilot id')]).toEqual([7, 1, 2_147_483_647]);
  });
});

describe('GET /api/share: the query DTO', () => {
  const parse = (query: Record<string, string>) => parseDto(ShareListQuery, numericQuery(query, ['id', 'page', 'limit', 'airport', 'lat', 'lng']));

  it.each([
    [{ limit: '0' }, 'limit must be between 1 and 50'],
    [{ limit: '500' }, 'limit must be between 1 and 50'],
    [{ sortBy: 'price' }, 'sortBy must be listDate, ratePerHour or dist'],
    [{ lat: '95', lng: '0' }, 'lat must be a latitude between -90 and 90'],
    [{ id: 'abc' }, 'id must be a positive whole number'],
  ])('refuses %o with its message', async (query, message) => {
    expect(await refusal(() => parse(query))).toMatchObject({ code: 'validation_failed', errors: [message] });
  });

  it('turns the numbers of a good query into numbers', async () => {
    expect(await parse({ id: '3', limit: '20', sortBy: 'dist', lat: '38.2', lng: '-85.7' })).toMatchObject({ id: 3, limit: 20, sortBy: 'dist', lat: 38.2, lng: -85.7 });
  });
});

describe('GET /api/search: the query DTO', () => {
  const parse = (query: Record<string, string | string[]>) => parseDto(SearchQuery, searchQueryOf(query));

  it.each([
    [{ lat: 'north', lng: '0' }, SEARCH_MESSAGES.lat],
    [{ radius: 'far' }, SEARCH_MESSAGES.radius],
    [{ limit: '2.5' }, SEARCH_MESSAGES.limit],
    [{ page: 'last' }, SEARCH_MESSAGES.page],
    [{ airport: 'LOU' }, SEARCH_MESSAGES.airport],
    [{ qualified: 'maybe' }, SEARCH_MESSAGES.qualified],
  ])('refuses %o with the message of the search rules', async (query, message) => {
    expect(await refusal(() => parse(query))).toMatchObject({ code: 'validation_failed', errors: [message] });
  });

  it('reads lists comma-joined or repeated, and qualified as a boolean', async () => {
    expect(await parse({ searchTypes: 'share, user', shareCategories: ['Turbo', 'Single Engine'], qualified: 'true', radius: '5000' })).toMatchObject({
      searchTypes: ['share', 'user'], shareCategories: ['Turbo', 'Single Engine'], qualified: true, radius: 5000,
    });
  });
});
