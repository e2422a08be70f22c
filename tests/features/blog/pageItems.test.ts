import { pageItems, parsePageParam } from '@/lib/pageItems';

describe('pageItems', () => {
  it.each([
    [1, 1, [1]],
    [2, 3, [1, 2, 3]],
    [7, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 8, [1, 2, 3, 4, 5, 'gap-end', 8]],
    [4, 10, [1, 2, 3, 4, 5, 'gap-end', 10]],
    [5, 10, [1, 'gap-start', 4, 5, 6, 'gap-end', 10]],
    [7, 10, [1, 'gap-start', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'gap-start', 6, 7, 8, 9, 10]],
    [50, 100, [1, 'gap-start', 49, 50, 51, 'gap-end', 100]],
  ])('page %i of %i shows %p', (current, count, expected) => {
    expect(pageItems(current, count)).toEqual(expected);
  });
});

describe('parsePageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['1', 1],
    ['3', 3],
    [' 2 ', 2],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['1e3', 1],
    ['0x10', 1],
    ['9999999999', 1],
  ])('%p → %i', (value, page) => {
    expect(parsePageParam(value)).toBe(page);
  });
});
