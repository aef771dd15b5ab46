import { pagerItems, readPaging } from '../pages';

describe('pagerItems', () => {
  it.each([
    [1, 3, 7, [1, 2, 3]],
    [1, 7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 20, 7, [1, 2, 3, 4, 5, 6, 'gap', 20]],
    [4, 20, 7, [1, 2, 3, 4, 5, 6, 'gap', 20]],
    [5, 20, 7, [1, 'gap', 3, 4, 5, 6, 7, 'gap', 20]],
    [10, 20, 7, [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]],
    [17, 20, 7, [1, 'gap', 15, 16, 17, 18, 19, 20]],
    [20, 20, 7, [1, 'gap', 15, 16, 17, 18, 19, 20]],
    [10, 20, 5, [1, 'gap', 9, 10, 11, 'gap', 20]],
    [10, 20, 6, [1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]],
    [10, 40, 21, [...Array.from({ length: 20 }, (_, i) => i + 1), 'gap', 40]],
    [25, 40, 21, [1, 'gap', ...Array.from({ length: 19 }, (_, i) => i + 16), 'gap', 40]],
  ])('page %i of %i with %i numbers', (current, total, count, expected) => {
    expect(pagerItems(current, total, count)).toEqual(expected);
  });

  it('always shows the pager count of numbers', () => {
    for (let current = 1; current <= 30; current += 1) {
      expect(pagerItems(current, 30).filter((item) => item !== 'gap')).toHaveLength(7);
      expect(pagerItems(current, 30)).toContain(current);
    }
  });
});

describe('readPaging', () => {
  it.each([
    ['', 26, { page: 1, size: 10, pages: 3 }],
    ['?page=3', 26, { page: 3, size: 10, pages: 3 }],
    ['?page=9', 26, { page: 3, size: 10, pages: 3 }],
    ['?page=-2', 26, { page: 1, size: 10, pages: 3 }],
    ['?page=abc', 26, { page: 1, size: 10, pages: 3 }],
    ['?size=20&page=2', 26, { page: 2, size: 20, pages: 2 }],
    ['?size=15', 26, { page: 1, size: 10, pages: 3 }],
    ['?size=100', 0, { page: 1, size: 100, pages: 1 }],
  ])('%s with %i items', (search, total, expected) => {
    expect(readPaging(search, total)).toEqual(expected);
  });
});
