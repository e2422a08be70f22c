/**
 * Typographic quotes for text written with straight ones: "Not two" → “Not two”, Shankara's → Shankara’s.
 *
 * SmartyPants' rule (John Gruber's, as the `smartypants` package ports it): a quote opens after the start of a run of
 * text, a space, an opening bracket, a dash or another opening quote, unless a space follows it; anywhere else it
 * closes, which makes an apostrophe of a quote inside a word. A `'` before two digits ('80s) is an apostrophe. Written
 * here rather than imported: the package's HTML tokenizer costs 1.3 KB gzip on every post and takes quadratic time on a
 * run of `<` (docs/decisions/typographic-quotes.md). One pass, linear in the text.
 */

/** After these (or at the start of a run), a quote opens. */
const OPENS_AFTER = /[\s([{\u2014\u2013\-\u201c\u2018/]/u;
const STRAIGHT_QUOTES = /["']/g;

/**
 * `text` with typographic quotes. `before` is the character the reader saw just before it, for a run of text split
 * into pieces (`*Brahman*"`: the quote after the emphasis closes); '' at the start of a block.
 */
export function curlQuotes(text: string, before = ''): string {
  if (!text.includes('"') && !text.includes("'")) return text;
  // A quote right after another reads that one as curled: "'Tis → “‘Tis.
  let curledAt = -1;
  let curled = '';
  return text.replace(STRAIGHT_QUOTES, (quote: string, index: number) => {
    const previous = index === 0 ? before : index - 1 === curledAt ? curled : (text[index - 1] ?? '');
    const next = text[index + 1] ?? '';
    curledAt = index;
    const decade = quote === "'" && isDigit(next) && isDigit(text[index + 2]);
    curled = decade && !/[\p{L}\p{N}]/u.test(previous) ? '’' : curl(quote, previous, next);
    return curled;
  });
}

const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

function curl(quote: string, previous: string, next: string): string {
  const opens = (previous === '' || OPENS_AFTER.test(previous)) && !/\s/.test(next);
  if (quote === '"') return opens ? '“' : '”';
  return opens ? '‘' : '’';
}
