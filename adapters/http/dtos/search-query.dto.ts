import { IsArray, IsBoolean, IsInt, IsNumber, IsOptional, IsString, MaxLength } from 'class-validator';
import { SEARCH_MESSAGES, type SearchInput } from '../../../domain/search/search-criteria.js';
import { numericQuery } from './share-query.dto.js';

const LIST_KEYS = ['searchTypes', 'shareCategories', 'instructorTags'] as const;
const NUMERIC_KEYS = ['lat', 'lng', 'radius', 'limit', 'page', 'airport'];

/**
 * GET /search: the shape of each parameter (numbers are numbers, lists are lists of text). Ranges, sort
 * names and option lists are the domain's rules (domain/search/search-criteria.ts).
 */
export class SearchQuery implements SearchInput {
  @IsOptional() @IsNumber({}, { message: SEARCH_MESSAGES.lat })
  lat?: number;

  @IsOptional() @IsNumber({}, { message: SEARCH_MESSAGES.lng })
  lng?: number;

  @IsOptional() @IsNumber({}, { message: SEARCH_MESSAGES.radius })
  radius?: number;

  @IsOptional() @IsInt({ message: SEARCH_MESSAGES.limit })
  limit?: number;

  @IsOptional() @IsInt({ message: SEARCH_MESSAGES.page })
  page?: number;

  @IsOptional() @IsInt({ message: SEARCH_MESSAGES.airport })
  airport?: number;

  @IsOptional() @MaxLength(1000, { message: 'q is too long' }) @IsString({ message: 'q must be text' })
  q?: string;

  /** The place the client resolved to lat/lng; carried in the URL for the form, not searched. */
  @IsOptional() @MaxLength(200, { message: 'location may be at most 200 characters long' }) @IsString({ message: 'location must be text' })
  location?: string;

  @IsOptional() @IsString({ message: SEARCH_MESSAGES.sortBy })
  sortBy?: string;

  @IsOptional() @IsString({ message: SEARCH_MESSAGES.sortDir })
  sortDir?: string;

  @IsOptional() @IsArray() @IsString({ each: true, message: 'searchTypes must be a list of names' })
  searchTypes?: string[];

  @IsOptional() @IsArray() @IsString({ each: true, message: 'shareCategories must be a list of names' })
  shareCategories?: string[];

  @IsOptional() @IsArray() @IsString({ each: true, message: 'instructorTags must be a list of names' })
  instructorTags?: string[];

  /** `qualified=true`: only the listings the signed-in pilot qualifies for (issue 15). */
  @IsOptional() @IsBoolean({ message: SEARCH_MESSAGES.qualified })
  qualified?: boolean;
}

/**
 * The raw query as the DTO expects it: numbers converted (text that is not a number fails), lists
 * comma-joined or repeated (`searchTypes=share,user` or `searchTypes=share&searchTypes=user`).
 */
export function searchQueryOf(query: Record<string, string | string[] | undefined>): Record<string, unknown> {
  const out = numericQuery(query, NUMERIC_KEYS);
  for (const key of LIST_KEYS) {
    const raw = query[key] ?? query[`${key}[]`];
    delete out[`${key}[]`];
    if (raw === undefined) continue;
    out[key] = (Array.isArray(raw) ? raw : [raw]).flatMap((v) => v.split(',')).map((v) => v.trim()).filter(Boolean);
  }
  // true and false as words; anything else stays text and fails the DTO's check with its message.
  if (typeof out.qualified === 'string' && (out.qualified === 'true' || out.qualified === 'false')) out.qualified = out.qualified === 'true';
  return out;
}
