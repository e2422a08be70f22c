/** One spelling whatever the case or diacritics (`Ātman`, `ATMAN`), `ś` and `ṣ` as the site's simplified `sh`. */
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
