// SmartyPants' rule in one linear pass (docs/decisions/typographic-quotes.md): a quote opens after these or at a run's
// start unless a space follows, and closes elsewhere; a `'` before two digits ('80s) is an apostrophe.
const OPENS_AFTER = /[\s([{\u2014\u2013\-\u201c\u2018/]/u;
const STRAIGHT_QUOTES = /["']/g;

/** `text` with typographic quotes; `before` is the character read just before it ('' at a block's start). */
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
