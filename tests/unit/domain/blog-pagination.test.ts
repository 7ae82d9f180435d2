import { describe, expect, it } from 'vitest';
import { BLOG_PAGE_SIZE, HOME_BLOG_POSTS, pageCount, pageFromQuery, paginationItems, type PaginationItem } from '../../../domain/blog/pagination.js';

/** The links as text: « and » the jump arrows, … a gap, [n] the current page. */
const draw = (items: PaginationItem[]) =>
  items
    .map((i) => (i.kind === 'first' ? '«' : i.kind === 'last' ? '»' : i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)))
    .join(' ');

describe('blog pagination (spec 2 "Blog list")', () => {
  it('pages 16 posts at a time; the home page shows 5', () => {
    expect(BLOG_PAGE_SIZE).toBe(16);
    expect(HOME_BLOG_POSTS).toBe(5);
    expect(pageCount(0, 16)).toBe(0);
    expect(pageCount(16, 16)).toBe(1);
    expect(pageCount(17, 16)).toBe(2);
  });

  it('shows nothing for no pages or a single page', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
    expect(paginationItems(3, 1)).toEqual([]);
  });

  it('shows every page, without arrows, while the first and last are within two of the current one', () => {
    expect(draw(paginationItems(1, 2))).toBe('[1] 2');
    expect(draw(paginationItems(2, 3))).toBe('1 [2] 3');
    expect(draw(paginationItems(3, 5))).toBe('1 2 [3] 4 5');
  });

  it('shows two pages on either side of the current one, marked', () => {
    expect(draw(paginationItems(5, 10))).toBe('« … 3 4 [5] 6 7 … »');
  });

  it('adds the first-page arrow only when the current page is more than 3 from the start', () => {
    expect(draw(paginationItems(3, 10))).toBe('1 2 [3] 4 5 … »');
    expect(draw(paginationItems(4, 10))).toBe('« … 2 3 [4] 5 6 … »');
  });

  it('adds the last-page arrow only when the current page is below total - 2', () => {
    expect(draw(paginationItems(8, 10))).toBe('« … 6 7 [8] 9 10');
    expect(draw(paginationItems(7, 10))).toBe('« … 5 6 [7] 8 9 … »');
  });

  it('at the ends', () => {
    expect(draw(paginationItems(1, 10))).toBe('[1] 2 3 … »');
    expect(draw(paginationItems(10, 10))).toBe('« … 8 9 [10]');
    const last = paginationItems(1, 10).at(-1);
    expect(last).toEqual({ kind: 'last', page: 10 });
    expect(paginationItems(10, 10)[0]).toEqual({ kind: 'first', page: 1 });
  });

  it('takes a page out of range as the nearest end', () => {
    expect(draw(paginationItems(99, 10))).toBe('« … 8 9 [10]');
    expect(draw(paginationItems(0, 10))).toBe('[1] 2 3 … »');
    expect(draw(paginationItems(-4, 10))).toBe('[1] 2 3 … »');
    expect(draw(paginationItems(Number.NaN, 4))).toBe('[1] 2 3 … »');
  });

  it('reads the page parameter: a whole number from 1, else page 1', () => {
    expect(pageFromQuery('3')).toBe(3);
    expect(pageFromQuery(' 12 ')).toBe(12);
    for (const raw of [null, undefined, '', '0', '-2', '2.5', 'abc', '1e3', '9999999999']) expect(pageFromQuery(raw)).toBe(1);
  });
});
