import { readFileSync } from 'node:fs';
import { devanagariSubset, siteDevanagari, SUBSET_FONT } from '../../scripts/devanagariFont';

describe('the Devanagari face', () => {
  it('is cut to every Devanagari character of the site copy', () => {
    const chars = siteDevanagari();
    for (const text of ['ॐ', 'तत्त्वमसि', 'अद्वैत', 'विशिष्टाद्वैत', 'द्वैत', 'वेदान्त']) {
      for (const char of text.replace(/ /g, '')) expect(chars).toContain(char);
    }
    expect(chars).not.toMatch(/[a-z]/i);
  });

  it('is the committed file: run `npm run fonts` after adding Devanagari to the copy', async () => {
    const fresh = await devanagariSubset();
    const committed = readFileSync(SUBSET_FONT);
    expect(committed.length).toBeLessThan(40_000);
    expect(fresh.equals(committed)).toBe(true);
  });
});
