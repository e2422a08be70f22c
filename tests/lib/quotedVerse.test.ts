import { parseVerse, quotedVersesIn, verseBlocks } from '@/lib/quotedVerse';

const GITA_2_47 = [
  'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।',
  'मा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥',
  '---',
  'karmaṇy evādhikāras te mā phaleṣu kadācana',
  "mā karmaphalahetur bhūr mā te saṅgo 'stv akarmaṇi",
  '---',
  'Your right is to action alone,',
  'never to its fruits.',
].join('\n');

const block = (info: string, text = GITA_2_47, fence = '```') => `${fence}verse ${info}\n${text}\n${fence}`;

describe('parseVerse', () => {
  it('reads the reference, the Devanagari, the IAST and the translation', () => {
    const parse = parseVerse('BG 2.47', GITA_2_47);
    expect(parse).toMatchObject({
      verse: {
        numbers: [2, 47],
        id: 'bg-2-47',
        label: 'Bhagavad Gita 2.47',
        devanagari: ['कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।', 'मा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥'],
        iast: ['karmaṇy evādhikāras te mā phaleṣu kadācana', "mā karmaphalahetur bhūr mā te saṅgo 'stv akarmaṇi"],
        translation: 'Your right is to action alone, never to its fruits.',
      },
    });
    expect(parse).toHaveProperty('verse.scripture.title', 'Bhagavad Gita');
  });

  it.each([
    ['a short form in any case', 'bu 4.4.5', 'bu-4-4-5', 'Brihadaranyaka Upanishad 4.4.5'],
    ['one number', 'MaU 7', 'mau-7', 'Mandukya Upanishad 7'],
    ['spaces around it', '  RV 10.129.1 ', 'rv-10-129-1', 'Rigveda 10.129.1'],
  ])('takes %s', (_label, info, id, label) => {
    expect(parseVerse(info, GITA_2_47)).toMatchObject({ verse: { id, label } });
  });

  it.each([
    ['a text the site does not know', 'XY 2.47', 'reference'],
    ['a full name', 'Bhagavad Gita 2.47', 'reference'],
    ['no numbers', 'BG', 'reference'],
    ['four numbers', 'BG 1.2.3.4', 'reference'],
  ])('refuses %s', (_label, info, problem) => {
    expect(parseVerse(info, GITA_2_47)).toEqual({ problem });
  });

  it.each([
    ['two parts', 'कर्म\n---\nkarma', 'parts'],
    ['five parts', 'कर्म\n---\nkarma\n---\nAction\n---\nकर्म | karma | action\n---\nmore', 'parts'],
    ['a gloss line of one column', 'कर्म\n---\nkarma\n---\nAction\n---\nकर्म', 'gloss'],
    ['a gloss line with its columns the wrong way round', 'कर्म\n---\nkarma\n---\nAction\n---\nkarma | कर्म | action', 'gloss'],
    ['a gloss line with a fifth column', 'कर्म\n---\nkarma\n---\nAction\n---\nकर्म | karma | action | karma | more', 'gloss'],
    ['Latin in the Devanagari', 'karma\n---\nkarma\n---\nAction', 'devanagari'],
    ['an empty Devanagari part', '\n---\nkarma\n---\nAction', 'devanagari'],
    ['Devanagari in the IAST', 'कर्म\n---\nकर्म\n---\nAction', 'iast'],
    ['Devanagari in the translation', 'कर्म\n---\nkarma\n---\nकर्म', 'translation'],
    ['no translation', 'कर्म\n---\nkarma\n---\n', 'translation'],
  ])('refuses %s', (_label, text, problem) => {
    expect(parseVerse('BG 2.47', text)).toEqual({ problem });
  });
});

describe('a verse’s gloss', () => {
  const glossed = (gloss: string) => `${GITA_2_47}\n---\n${gloss}`;

  it('reads one word a line: Devanagari, IAST, meaning and, if given, a glossary entry', () => {
    const parse = parseVerse('BG 2.47', glossed('कर्मणि | karmaṇi | in action | karma\nएव | eva | alone\nमा | mā | not |'));
    expect(parse).toHaveProperty('verse.gloss', [
      { devanagari: 'कर्मणि', iast: 'karmaṇi', meaning: 'in action', termId: 'karma' },
      { devanagari: 'एव', iast: 'eva', meaning: 'alone' },
      { devanagari: 'मा', iast: 'mā', meaning: 'not' },
    ]);
  });

  it('takes a compound split by hyphens, and a word without a meaning (content:check asks for one)', () => {
    const parse = parseVerse('BG 2.47', glossed('कर्म-फल-हेतुः | karma-phala-hetuḥ | motive\nभूः | bhūḥ |'));
    expect(parse).toHaveProperty('verse.gloss', [
      { devanagari: 'कर्म-फल-हेतुः', iast: 'karma-phala-hetuḥ', meaning: 'motive' },
      { devanagari: 'भूः', iast: 'bhūḥ', meaning: '' },
    ]);
  });

  it('is empty for a verse written without one', () => {
    expect(parseVerse('BG 2.47', GITA_2_47)).toHaveProperty('verse.gloss', []);
  });
});

describe('verseBlocks', () => {
  it('finds each verse block of a body, with backticks or tildes, longer fences and an indent of up to three spaces', () => {
    const body = [
      'Before.',
      block('BG 2.47'),
      'Between.',
      block('MaU 7', GITA_2_47, '~~~~'),
      `   \`\`\`verse TU 2.1\n${GITA_2_47}\n   \`\`\``,
      '```js\nnot a verse\n```',
      block('nowhere 1'),
    ].join('\n\n');
    expect(verseBlocks(body).map((parse) => ('verse' in parse ? parse.verse.id : 'problem'))).toEqual([
      'bg-2-47',
      'mau-7',
      'tu-2-1',
      'problem',
    ]);
    expect(quotedVersesIn(body).map((verse) => verse.id)).toEqual(['bg-2-47', 'mau-7', 'tu-2-1']);
  });

  it('reads fences as CommonMark does: a verse block inside a longer fence is its text, an unclosed block runs to the end', () => {
    const quoted = ['````markdown', block('BG 2.47'), '````', block('MaU 7')].join('\n');
    expect(quotedVersesIn(quoted).map((verse) => verse.id)).toEqual(['mau-7']);
    expect(verseBlocks(`\`\`\`verse BG 2.47\n${GITA_2_47}`)).toEqual([
      expect.objectContaining({ verse: expect.objectContaining({ id: 'bg-2-47' }) as unknown }),
    ]);
    expect(verseBlocks(['```verse', 'कर्म', '---', 'karma', '---', 'Action', '```'].join('\n'))).toEqual([
      { infoString: '', problem: 'reference' },
    ]);
  });

  it('reads a hostile body of 50,000 unclosed fences as one block: the first runs to the end', () => {
    const hostile = '```verse BG 2.47\n'.repeat(50_000);
    expect(verseBlocks(hostile)).toEqual([{ infoString: 'BG 2.47', problem: 'parts' }]);
  });

  it('finds a verse block wherever the page shows one: in a list item or a quotation', () => {
    const nested = `- An item:\n\n  ${block('BG 2.47').replace(/\n/g, '\n  ')}\n\n> ${block('MaU 7').replace(/\n/g, '\n> ')}`;
    expect(quotedVersesIn(nested).map((verse) => verse.id)).toEqual(['bg-2-47', 'mau-7']);
  });

  it('finds nothing in a body without verse blocks', () => {
    expect(verseBlocks('> A quotation.\n>\n> — Bhagavad Gita 2.47\n\n```js\nconst verse = 1;\n```')).toEqual([]);
  });
});
