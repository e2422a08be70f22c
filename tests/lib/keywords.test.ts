import { splitKeywords } from '@/lib/keywords';

describe('splitKeywords', () => {
  it.each([
    [undefined, []],
    [null, []],
    ['', []],
    ['  ,  , ', []],
    ['vedanta', ['vedanta']],
    ['vedanta, upanishads ,gita', ['vedanta', 'upanishads', 'gita']],
    ['a,,b, ,c,', ['a', 'b', 'c']],
    ['maya, maya, Maya', ['maya', 'Maya']],
  ])('%p → %p', (value, expected) => {
    expect(splitKeywords(value)).toEqual(expected);
  });
});
