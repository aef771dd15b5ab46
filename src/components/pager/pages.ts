/** Pagination constants (docs/requirements.md, Constants). */
export const pageSizes = [10, 20, 30, 40, 50, 100] as const;
export const defaultPageSize = 10;
export const defaultPagerCount = 7;

export type PagerItem = number | 'gap';

/**
 * The page numbers to show, as Element Plus lays them out: `count` numbers (odd, 5 to 21)
 * including the first and last page, gaps where pages are left out.
 * 20 pages at page 10 with 7: 1 … 8 9 10 11 12 … 20.
 */
export function pagerItems(current: number, total: number, count: number = defaultPagerCount): PagerItem[] {
  const numbers = Math.max(5, Math.min(21, count % 2 === 0 ? count + 1 : count));
  if (total <= numbers) return Array.from({ length: total }, (_, index) => index + 1);
  const half = (numbers - 1) / 2;
  const gapBefore = current > numbers - half;
  const gapAfter = current < total - half;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
  if (gapBefore && gapAfter) {
    const offset = Math.floor(numbers / 2) - 1;
    return [1, 'gap', ...range(current - offset, current + offset), 'gap', total];
  }
  if (gapBefore) return [1, 'gap', ...range(total - numbers + 2, total)];
  return [...range(1, numbers - 1), 'gap', total];
}

/** Page and size from a query string, clamped to what exists. */
export function readPaging(search: string, totalItems: number) {
  const params = new URLSearchParams(search);
  const rawSize = Number(params.get('size'));
  const size = (pageSizes as readonly number[]).includes(rawSize) ? rawSize : defaultPageSize;
  const pages = Math.max(1, Math.ceil(totalItems / size));
  const rawPage = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(rawPage) ? Math.min(Math.max(rawPage, 1), pages) : 1;
  return { page, size, pages };
}
