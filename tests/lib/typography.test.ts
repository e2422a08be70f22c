import { curlQuotes } from '@/lib/typography';

describe('curlQuotes', () => {
  it.each([
    ['"Not two": the non-dual school', '“Not two”: the non-dual school'],
    ["Shankara's commentary", 'Shankara’s commentary'],
    ['"Ātman" is the Self', '“Ātman” is the Self'],
    ['He said "neti neti."', 'He said “neti neti.”'],
    ['("Brahman")', '(“Brahman”)'],
    ['She asked, "What is \'maya\'?"', 'She asked, “What is ‘maya’?”'],
    ['"\'Tis so," he said', '“‘Tis so,” he said'],
    ["the '80s", 'the ’80s'],
    ['the teacher—"look within"', 'the teacher—“look within”'],
    ['a stray " quote', 'a stray ” quote'],
    ['no quotes at all', 'no quotes at all'],
    ['“already” ‘curled’', '“already” ‘curled’'],
  ])('%s → %s', (text, expected) => {
    expect(curlQuotes(text)).toBe(expected);
  });

  it('reads the character before a piece of a split run: after a word a quote closes, after a space it opens', () => {
    expect(curlQuotes('" and more', 'n')).toBe('” and more');
    expect(curlQuotes("'s teaching", 'a')).toBe('’s teaching');
    expect(curlQuotes('"Brahman', ' ')).toBe('“Brahman');
    expect(curlQuotes('"Brahman')).toBe('“Brahman');
  });

  it('changes nothing but the quotes, in one pass over a megabyte of them', () => {
    const text = `'a "b" ${'x'.repeat(10)}`.repeat(60_000);
    const curled = curlQuotes(text);
    expect(curled).toHaveLength(text.length);
    expect(curled.replace(/[‘’“”]/g, '')).toBe(text.replace(/['"]/g, ''));
  });
});
