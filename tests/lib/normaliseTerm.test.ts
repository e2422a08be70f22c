import { normaliseTerm } from '@/lib/normaliseTerm';

describe('normaliseTerm', () => {
  it.each([
    ['Ātman', 'atman'],
    ['ATMAN', 'atman'],
    ['Śaṅkara', 'shankara'],
    ['Bhagavad  Gita ', 'bhagavad gita'],
    ['Kṛṣṇa', 'krishna'],
    ['Vishishtadvaita', 'vishishtadvaita'],
  ])('%s is %s', (text, expected) => {
    expect(normaliseTerm(text)).toBe(expected);
  });
});
