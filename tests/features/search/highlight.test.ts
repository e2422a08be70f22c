import { highlightParts } from '@/features/search/highlight';

describe('highlightParts', () => {
  it('marks the words that match, in any spelling, and keeps every character of the text', () => {
    const text = 'Ātman, and the atman’s witness: <b>ATMAN</b>!';
    const parts = highlightParts(text, ['atman']);
    expect(parts.filter((part) => part.match).map((part) => part.text)).toEqual(['Ātman', 'atman', 'ATMAN']);
    expect(parts.map((part) => part.text).join('')).toBe(text);
  });

  it('marks nothing without terms', () => {
    expect(highlightParts('Śaṅkara', [])).toEqual([{ text: 'Śaṅkara', match: false }]);
    expect(highlightParts('Śaṅkara', ['sankara'])).toEqual([{ text: 'Śaṅkara', match: true }]);
    expect(highlightParts('Śaṅkara', ['sankar'])).toEqual([{ text: 'Śaṅkara', match: false }]);
  });
});
