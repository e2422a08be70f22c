import { markdownText } from '@/lib/markdownText';

const GITA_2_47 = [
  'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।',
  '---',
  'karmaṇy evādhikāras te mā phaleṣu kadācana',
  '---',
  'Your right is to action alone.',
].join('\n');

describe('markdownText: a body’s words as the page shows them', () => {
  it('keeps link texts, headings, list items, table cells, code and alt texts; drops targets, tags and markers', () => {
    const body = [
      '# The Gita',
      '',
      'Read *slowly*, and **twice**: see [the commentary](https://example.org/c "Title") and ![a lotus](/lotus.png).',
      '',
      '- first item',
      '1. numbered item',
      '',
      '> A quotation with `inline code`.',
      '',
      '| Term | Meaning |',
      '|---|---|',
      '| dharma | duty |',
      '',
      '<span class="x">Raw <b>HTML</b></span>',
      '',
      '```js',
      'const answer = 42;',
      '```',
    ].join('\n');
    expect(markdownText(body)).toBe(
      'The Gita. Read slowly, and twice: see the commentary and a lotus. first item numbered item A quotation with inline code. ' +
        'Term Meaning dharma duty Raw HTML const answer = 42;',
    );
  });

  it('reads as written: a heading apart from the text after it, punctuation against the word before it', () => {
    const body = [
      '## Brahman and Atman',
      '',
      'Brahman is.',
      '',
      '## Why?',
      '',
      '- **Karma yoga**, the yoga of duty (*svadharma*).',
      '- *Upanisads*, Oxford.',
    ];
    expect(markdownText(body.join('\n'))).toBe(
      'Brahman and Atman. Brahman is. Why? Karma yoga, the yoga of duty (svadharma). Upanisads, Oxford.',
    );
  });

  it('keeps a word whole across emphasis inside it', () => {
    expect(markdownText('un*believ*able and Brah**man**')).toBe('unbelievable and Brahman');
  });

  it('reads a verse as its reference and translation, where it stands: the Devanagari and the IAST are left out', () => {
    expect(markdownText(`Intro.\n\n\`\`\`verse BG 2.47\n${GITA_2_47}\n\`\`\`\n\nAfter.`)).toBe(
      'Intro. Bhagavad Gita 2.47 Your right is to action alone. After.',
    );
  });

  it('reads a block that is not a verse as its text, as the page shows it', () => {
    expect(markdownText('```verse XY 1\nsome words\n```')).toBe('some words');
  });

  it('leaves out what the page never shows: a raw script, a comment', () => {
    expect(markdownText('Before <script>alert(1)</script> after <!-- a note -->')).toBe('Before after');
  });

  it('reads hostile bodies in one pass: 50,000 unclosed fences, deep quotations, runs of markers', () => {
    expect(markdownText('```verse BG 2.47\n'.repeat(50_000))).toMatch(/^```verse BG 2.47 ```verse/);
    expect(markdownText(`${'> '.repeat(2_000)}deep`)).toMatch(/ deep$/);
    expect(markdownText('*a '.repeat(20_000))).toContain('*a *a');
  });
});
