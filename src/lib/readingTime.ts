const WORDS_PER_MINUTE = 220;

/** White space and the markdown marks end a word. */
const ASCII_SEPARATORS = new Uint8Array(128);
for (const char of ' \t\n\v\f\r#>*_`[]()!-') ASCII_SEPARATORS[char.charCodeAt(0)] = 1;

/** Beyond ASCII, what JavaScript's `\s` matches: only U+00A0 before U+1680, which passes the Indian scripts quickly. */
const SPACE = /\s/;
const isUnicodeSpace = (code: number) => code === 0xa0 || (code >= 0x1680 && SPACE.test(String.fromCharCode(code)));

/** Minutes to read, at least 1, in one pass: the content API counts every post of a list page (embedded-functions.md). */
export function readingMinutes(markdown: string): number {
  let words = 0;
  let inWord = false;
  for (let index = 0; index < markdown.length; index++) {
    const code = markdown.charCodeAt(index);
    const separates = code < 128 ? ASCII_SEPARATORS[code] === 1 : isUnicodeSpace(code);
    if (!separates && !inWord) words++;
    inWord = !separates;
  }
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
