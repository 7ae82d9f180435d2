/**
 * The blog's page sizes and its pagination (spec 2 "Blog list", spec 9): run by the server to check a
 * page request and by the browser to draw the page links.
 */
export const BLOG_PAGE_SIZE = 16;
/** The home page's blog previews. */
export const HOME_BLOG_POSTS = 5;
/** The most posts one API call answers (WordPress allows 100 per page too). */
export const MAX_BLOG_PAGE_SIZE = 100;
/** Pages shown on each side of the current one. */
export const PAGES_AROUND = 2;

export type PaginationItem =
  | { kind: 'page'; page: number; current: boolean }
  /** Pages left out between a jump arrow and the pages shown. */
  | { kind: 'gap'; side: 'start' | 'end' }
  /** The jump arrows: to the first page, to the last one. */
  | { kind: 'first'; page: 1 }
  | { kind: 'last'; page: number };

/** Pages needed for `total` items, `perPage` a page (0 for none). */
export const pageCount = (total: number, perPage: number): number => (total > 0 && perPage > 0 ? Math.ceil(total / perPage) : 0);

/**
 * The links under a list of `totalPages` pages showing `current`: two pages on either side of the
 * current one (marked), and, when the first or last page is out of that range (the current page is
 * more than 3 from the start, or fewer than total - 2 from the end), a jump arrow to it with an
 * ellipsis for the pages left out. One page or none: no links. A current page out of range is
 * taken as the nearest end.
 *
 * 10 pages at 5: « … 3 4 [5] 6 7 … »; at 1: [1] 2 3 … »; at 10: « … 8 9 [10].
 */
export function paginationItems(current: number, totalPages: number): PaginationItem[] {
  const total = Math.max(0, Math.floor(totalPages));
  if (total <= 1) return [];
  const at = Math.min(Math.max(1, Math.floor(current) || 1), total);
  const from = Math.max(1, at - PAGES_AROUND);
  const to = Math.min(total, at + PAGES_AROUND);
  const items: PaginationItem[] = [];
  if (from > 1) items.push({ kind: 'first', page: 1 }, { kind: 'gap', side: 'start' });
  for (let page = from; page <= to; page++) items.push({ kind: 'page', page, current: page === at });
  if (to < total) items.push({ kind: 'gap', side: 'end' }, { kind: 'last', page: total });
  return items;
}

/** The `page` query parameter: a whole number from 1, anything else page 1 (spec: "default 1"). */
export function pageFromQuery(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw.trim())) return 1;
  return Math.max(1, Number(raw.trim()));
}
