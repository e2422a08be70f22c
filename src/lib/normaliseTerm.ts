/**
 * One spelling for a word or phrase, whatever its case or diacritics: `Ātman`, `atman` and `ATMAN` are
 * one keyword, and so are `Bhagavad Gita` and `bhagavad  gita`. `ś` and `ṣ` become `sh`, the site's own
 * simplified spelling (see the note on transliteration on the landing page).
 */
export function normaliseTerm(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[śṣ]/g, 'sh')
    .replace(/[ṛṝ]/g, 'ri')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}
