import type { ReactElement } from 'react';
import { render as renderWithoutStore, screen, within } from '@testing-library/react';
import { astToJSX } from 'markdown-to-jsx/react';
import type * as MarkdownToJsx from 'markdown-to-jsx/react';
import { MemoryRouter } from 'react-router';
import { MarkdownBody } from '@/features/blog/MarkdownBody';
import { StoreProvider } from '../../support/renderWithProviders';

/** The body reads the store (the reader's script for Sanskrit): each render has one. */
const render = (ui: ReactElement) => renderWithoutStore(ui, { wrapper: StoreProvider });

// The real renderer, wrapped so one test can make it throw.
jest.mock('markdown-to-jsx/react', () => {
  const actual = jest.requireActual<typeof MarkdownToJsx>('markdown-to-jsx/react');
  return { ...actual, astToJSX: jest.fn(actual.astToJSX) };
});
const realRenderer = jest.requireActual<typeof MarkdownToJsx>('markdown-to-jsx/react').astToJSX;
const mockedRenderer = jest.mocked(astToJSX);

function renderBody(markdown: string) {
  return render(
    <MemoryRouter>
      <MarkdownBody markdown={markdown} />
    </MemoryRouter>,
  );
}

const SVG_BASE64 = 'PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=';

/** Untrusted markdown that must not produce an active element, handler or unsafe URL. */
const attacks: ReadonlyArray<readonly [label: string, markdown: string]> = [
  ['raw script', '<script>alert(1)</script>'],
  ['raw script in a paragraph', 'Hello <script>alert(1)</script> world'],
  ['script with src', '<script src="https://evil.example/x.js"></script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['img onerror quoted', '<img src="x" onerror="alert(1)" />'],
  ['svg onload', '<svg onload=alert(1)>'],
  ['svg with script', '<svg><script>alert(1)</script></svg>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['iframe javascript src', '<iframe src="javascript:alert(1)"></iframe>'],
  ['raw anchor javascript', '<a href="javascript:alert(1)">x</a>'],
  ['raw anchor with onclick', '<a href="https://ok.example" onclick="alert(1)">x</a>'],
  ['form action javascript', '<form action=javascript:alert(1)><button>go</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['object data', '<object data="javascript:alert(1)"></object>'],
  ['embed src', '<embed src="data:text/html,<script>alert(1)</script>">'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['style block', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['inline style attribute', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['body onload', '<body onload=alert(1)>'],
  ['video poster', '<video poster=javascript:alert(1)></video>'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['link import', '<link rel="import" href="data:text/html,x">'],
  ['math xlink', '<math><a xlink:href="javascript:alert(1)">x</a></math>'],
  ['unclosed tag', '<img src=x onerror=alert(1)'],
  ['unclosed script', '<script>alert(1)'],
  ['nested tags', '<div><p><a href="javascript:alert(1)"><img src=x onerror=alert(1)></a></p></div>'],
  ['tag split by markdown', '<scr<script>ipt>alert(1)</script>'],
  ['html comment smuggling', '<!-- --><script>alert(1)</script><!-- -->'],
  ['markdown link javascript', '[x](javascript:alert(1))'],
  ['markdown link mixed case', '[x](JaVaScRiPt:alert(1))'],
  ['markdown link decimal entity', '[x](&#106;avascript:alert(1))'],
  ['markdown link hex entity', '[x](&#x6A;avascript:alert(1))'],
  ['markdown link entity without semicolon', '[x](&#0000106avascript:alert(1))'],
  ['markdown link named colon', '[x](javascript&colon;alert(1))'],
  ['markdown link percent newline', '[x](java%0ascript:alert(1))'],
  ['markdown link percent letters', '[x](%6A%61vascript:alert(1))'],
  ['markdown link entity tab', '[x](jav&#x09;ascript:alert(1))'],
  ['markdown link angle brackets', '[x](<javascript:alert(1)>)'],
  ['markdown link with leading spaces', '[x](<   javascript:alert(1)>)'],
  ['markdown link with title', '[x](javascript:alert(1) "title")'],
  ['markdown link vbscript', '[x](vbscript:msgbox(1))'],
  ['markdown link data html', '[x](data:text/html,<script>alert(1)</script>)'],
  ['markdown link data base64', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['markdown link file', '[x](file:///etc/passwd)'],
  ['image data svg', `![x](data:image/svg+xml;base64,${SVG_BASE64})`],
  ['image DATA svg upper case', `![x](DATA:image/svg+xml;base64,${SVG_BASE64})`],
  ['image data svg with markup (not an image to markdown)', '![x](data:image/svg+xml,<svg onload=alert(1)>)'],
  ['image data png', '![x](data:image/png;base64,iVBORw0KGgo=)'],
  ['image javascript', '![x](javascript:alert(1))'],
  ['image with onerror in alt', '![x" onerror="alert(1)](https://ok.example/a.png)'],
  ['linked image javascript', '[![x](https://ok.example/a.png)](javascript:alert(1))'],
  ['reference link javascript', '[x][1]\n\n[1]: javascript:alert(1)'],
  ['reference link encoded', '[x][evil]\n\n[evil]: &#106;avascript:alert(1) "t"'],
  ['reference image data', '![x][img]\n\n[img]: data:image/svg+xml;base64,PHN2Zz4='],
  ['autolink javascript', '<javascript:alert(1)>'],
  ['autolink vbscript', '<vbscript:msgbox(1)>'],
  ['autolink https', '<https://ok.example>'],
  ['bare javascript', 'javascript:alert(1)'],
  ['bare data', 'data:text/html,<script>alert(1)</script>'],
  ['footnote with javascript', 'Text[^1]\n\n[^1]: [x](javascript:alert(1))'],
  ['link in heading', '# [x](javascript:alert(1))'],
  ['link in list and quote', '- > [x](javascript:alert(1))'],
  ['link in table', '| a |\n| - |\n| [x](javascript:alert(1)) |'],
  ['code block with script', '```html\n<script>alert(1)</script>\n```'],
  ['inline code with script', '`<script>alert(1)</script>`'],
  ['jsx-like component', '<Foo onClick={() => alert(1)} />'],
  ['front matter then script', '---\ntitle: x\n---\n<script>alert(1)</script>'],
];

const FORBIDDEN_TAGS =
  'script, iframe, object, embed, style, meta, form, svg, math, link, base, frame, frameset, applet, video, audio, source, button, input, textarea';
const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'poster', 'data', 'xlink:href', 'background', 'cite', 'srcset'];
/** Spec §5 allow-list: an allowed scheme, or no scheme at all (relative). */
const ALLOWED_URL = /^(?:(?:https?|ircs?|mailto|xmpp):|[^:]*$|[^:]*[/?#])/i;
const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'irc:', 'ircs:', 'mailto:', 'xmpp:']);

function expectInert(container: HTMLElement) {
  expect(container.querySelectorAll(FORBIDDEN_TAGS)).toHaveLength(0);
  for (const element of container.querySelectorAll('*')) {
    for (const { name, value } of Array.from(element.attributes)) {
      expect(name.toLowerCase()).not.toMatch(/^on/);
      expect(['srcdoc', 'style', 'formaction']).not.toContain(name.toLowerCase());
      if (URL_ATTRIBUTES.includes(name.toLowerCase()) && value !== '') {
        expect(value).toMatch(ALLOWED_URL);
        // And as the browser's own URL parser reads it against this site:
        expect(ALLOWED_PROTOCOLS).toContain(new URL(value, 'https://vedanta.example/blog/post').protocol);
      }
    }
  }
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = jest.spyOn(console, 'error');
});
afterEach(() => {
  consoleError.mockRestore();
  mockedRenderer.mockImplementation(realRenderer);
});

describe('MarkdownBody against untrusted markdown', () => {
  it('has a table of at least 40 attacks', () => {
    expect(attacks.length).toBeGreaterThanOrEqual(40);
  });

  it.each(attacks)('%s renders nothing active and no unsafe URL', (_label, markdown) => {
    const { container } = renderBody(markdown);
    expectInert(container);
    // It was rendered (as text, a harmless element, or nothing), not swallowed by the error boundary.
    expect(container.textContent).not.toContain('This article could not be displayed');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it.each([
    ['a line break', 'One<br>two<br/>three', 'One<br>two<br>three'],
    ['super- and subscripts', 'E = mc<sup>2</sup>, H<sub>2</sub>O', 'E = mc<sup>2</sup>, H<sub>2</sub>O'],
    [
      'keys, highlights, small print, edits',
      '<kbd>Ctrl</kbd> <mark>m</mark> <small>s</small> <del>d</del> <ins>i</ins>',
      '<kbd>Ctrl</kbd> <mark>m</mark> <small>s</small> <del>d</del> <ins>i</ins>',
    ],
    [
      'an abbreviation keeps its title and nothing else',
      '<abbr title="Brahman" class="x" onclick="alert(1)" style="color:red">B</abbr>',
      '<abbr title="Brahman">B</abbr>',
    ],
    ['allowed tags lose every attribute', '<sup id="x" onmouseover="alert(1)" style="x">1</sup>', '<sup>1</sup>'],
  ])('renders raw HTML of the allow-list as elements: %s', (_label, markdown, html) => {
    const { container } = renderBody(markdown);
    expect(container.querySelector('p')?.innerHTML).toBe(html);
    expectInert(container);
  });

  it('renders a details disclosure without its event handler or open state', () => {
    const { container } = renderBody('<details open ontoggle="alert(1)"><summary>More</summary>\nHidden *text*.\n</details>');
    const details = container.querySelector('details') as HTMLElement;
    expect(details.attributes).toHaveLength(0);
    expect(details.querySelector('summary')).toHaveTextContent('More');
    expect(details.querySelector('em')).toHaveTextContent('text');
    expectInert(container);
  });

  it.each([
    ['an empty summary', '<details><summary> </summary>\nBody.\n</details>'],
    ['a summary holding only a stripped tag', '<details><summary><img src=x></summary>\nBody.\n</details>'],
    [
      'an unclosed disclosure swallowing a stray closer',
      '<details open><summary>S<sup>one <mark>two <img src=x>\n\n## Next\n\n</details></sup><script>alert(1)</script>',
    ],
  ])('never leaves a disclosure without a name: %s', (_label, markdown) => {
    const { container } = renderBody(markdown);
    for (const summary of container.querySelectorAll('summary')) expect(summary.textContent.trim()).not.toBe('');
    expectInert(container);
  });

  it.each([
    ['bold in HTML', 'a <b>bold</b> word', 'a bold word', 'b'],
    ['a link in HTML', 'see <a href="https://example.org" onclick="alert(1)">this</a>', 'see this', 'a'],
    ['an image in HTML', 'pic <img src="https://example.org/x.png" onerror="alert(1)"> here', 'pic  here', 'img'],
    ['a script', 'a <script>alert(1)</script> b', 'a  b', 'script'],
    ['SVG with a script link', 'x <svg><a xlink:href="javascript:alert(1)">y</a></svg>', 'x y', 'svg, a'],
    ['MathML', 'x <math><mi href="javascript:alert(1)">y</mi></math>', 'x y', 'math, mi'],
    ['a frame', 'a <iframe src="https://example.org"></iframe> b', 'a  b', 'iframe'],
    ['a comment', 'a <!-- hidden --> b', 'a  b', 'script'],
  ])('strips every other tag to its text: %s', (_label, markdown, text, absent) => {
    const { container } = renderBody(markdown);
    expect(container.textContent).toBe(text);
    expect(container.querySelectorAll(absent)).toHaveLength(0);
    expectInert(container);
  });

  it.each([
    ['a script nested in an allowed tag', '<sup><script>alert(1)</script>1</sup>'],
    ['an image nested in a summary', '<details><summary><img src=x onerror=alert(1)>S</summary>body</details>'],
    ['an allowed tag left open', 'a <sup>open and <mark>marked'],
    ['a stray closing tag', 'a </sup></details> b'],
    ['an allowed tag inside SVG', '<svg><sup onload="alert(1)">1</sup></svg>'],
    ['uppercase tags', '<SUP ONCLICK="alert(1)">1</SUP> <SCRIPT>alert(1)</SCRIPT>'],
  ])('stays inert with %s', (_label, markdown) => {
    const { container } = renderBody(markdown);
    expectInert(container);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  // A click on it goes nowhere: the post's body stops it (tests/features/blog/PostBody.test.tsx).
  it('empties a rejected link but keeps its text', () => {
    renderBody('[read this](javascript:alert(1))');
    const link = screen.getByText('read this').closest('a') as HTMLAnchorElement;
    expect(link.getAttribute('href')).toBe('');
  });

  it('drops a rejected image source but keeps its alt text', () => {
    renderBody(`![The Upanishads](data:image/svg+xml;base64,${SVG_BASE64})`);
    const image = screen.getByRole('img', { name: 'The Upanishads' });
    expect(image).not.toHaveAttribute('src');
  });
});

describe('MarkdownBody rendering', () => {
  it('aligns table columns with a data attribute, never a style the CSP would block (security review)', () => {
    const { container } = renderBody('| left | centre | right | plain |\n|:--|:-:|--:|---|\n| 1 | 2 | 3 | 4 |');
    const cells = Array.from(container.querySelectorAll('th, td'));
    expect(cells.map((cell) => cell.getAttribute('data-align'))).toEqual([
      'left',
      'center',
      'right',
      null,
      'left',
      'center',
      'right',
      null,
    ]);
    for (const cell of cells) expect(cell).not.toHaveAttribute('style');
    expect(container.innerHTML).not.toContain('style=');
  });

  const article = [
    '# Demoted title',
    '',
    'First paragraph with *emphasis*, **strength** and `inline code`.',
    '',
    '## Section',
    '',
    '### Subsection',
    '',
    '- one',
    '- two',
    '',
    '1. first',
    '2. second',
    '',
    '> This Self is Brahman.',
    '',
    '```',
    'const x = 1;',
    '```',
    '',
    '---',
    '',
    'Last paragraph.',
  ].join('\n');

  it('renders headings from h2 down, demoting a markdown h1', () => {
    const { container } = renderBody(article);
    expect(container.querySelector('h1')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Demoted title' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Section' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Subsection' })).toBeInTheDocument();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('renders paragraphs, lists, blockquote, code, pre and rule as their elements', () => {
    const { container } = renderBody(article);
    expect(screen.getByText(/First paragraph with/).tagName).toBe('P');
    expect(screen.getByText('Last paragraph.').tagName).toBe('P');
    const [bullets, numbers] = screen.getAllByRole('list');
    expect(bullets?.tagName).toBe('UL');
    expect(numbers?.tagName).toBe('OL');
    expect(within(bullets as HTMLElement).getAllByRole('listitem')).toHaveLength(2);
    expect(container.querySelector('blockquote')).toHaveTextContent('This Self is Brahman.');
    expect(screen.getByText('inline code').tagName).toBe('CODE');
    expect(container.querySelector('pre > code')).toHaveTextContent('const x = 1;');
    expect(container.querySelector('pre')).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('separator')).toBeInTheDocument();
    expect(container.querySelector('em')).toHaveTextContent('emphasis');
    expect(container.querySelector('strong')).toHaveTextContent('strength');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('wraps a one-line body in a paragraph', () => {
    renderBody('Just one line.');
    expect(screen.getByText('Just one line.').tagName).toBe('P');
  });

  it.each([
    ['https://example.com/a?b=c#d'],
    ['HTTPS://Example.com/Path'],
    ['/blog/the-five-sheaths'],
    ['x.html'],
    ['#anchor'],
    ['?page=2'],
    ['mailto:a@b.c'],
    ['xmpp:x@y'],
    ['irc://irc.libera.chat/x'],
    ['//cdn.example.com/x'],
  ])('keeps the allowed href %s exactly', (href) => {
    renderBody(`[link](${href})`);
    expect(screen.getByText('link').closest('a')).toHaveAttribute('href', href);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('opens external web links in a new tab without opener or referrer, and says so', () => {
    renderBody('[Wikipedia](https://en.wikipedia.org/wiki/Vedanta)');
    const link = screen.getByRole('link', { name: 'Wikipedia (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('treats protocol-relative and bare-URL links as external', () => {
    renderBody('[cdn](//cdn.example.com/x) and https://ok.example/y');
    for (const name of [/cdn/, /ok\.example/]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
  });

  it('keeps mailto links in the same tab, still without opener or referrer', () => {
    renderBody('[write](mailto:a@b.c)');
    const link = screen.getByRole('link', { name: 'write' });
    expect(link).not.toHaveAttribute('target');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps internal links in the page: no target, no rel', () => {
    renderBody('[sheaths](/blog/the-five-sheaths) [top](#top) [next](next.html)');
    for (const name of ['sheaths', 'top', 'next']) {
      const link = screen.getByRole('link', { name });
      expect(link).not.toHaveAttribute('target');
      expect(link).not.toHaveAttribute('rel');
    }
  });

  it('renders a plain link for a site path outside any router', () => {
    render(<MarkdownBody markdown="[sheaths](/blog/the-five-sheaths)" />);
    expect(screen.getByRole('link', { name: 'sheaths' })).toHaveAttribute('href', '/blog/the-five-sheaths');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('lazy-loads images, decodes them off the main thread and keeps their alt text', () => {
    renderBody('![Adi Shankara teaching](/media/shankara.svg "Shankara")');
    const image = screen.getByRole('img', { name: 'Adi Shankara teaching' });
    expect(image).toHaveAttribute('src', '/media/shankara.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('title', 'Shankara');
    expect(consoleError).not.toHaveBeenCalled();
  });

  const gitaVerse = (info = 'BG 2.47') =>
    [
      '```verse ' + info,
      'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।',
      '---',
      'karmaṇy evādhikāras te mā phaleṣu kadācana',
      '---',
      'Your right is to action alone, never to its fruits.',
      '```',
    ].join('\n');

  it('shows a verse block as a verse: Devanagari and IAST marked as Sanskrit, the translation, the reference as its anchor', () => {
    const { container } = renderBody(`Krishna says:\n\n${gitaVerse()}\n\nAnd again:\n\n${gitaVerse()}`);
    const [first, repeat] = Array.from(container.querySelectorAll('figure'));
    expect(first).toHaveAttribute('id', 'bg-2-47');
    expect(repeat).not.toHaveAttribute('id');
    const quotation = within(first as HTMLElement);
    expect(quotation.getByText('कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।')).toHaveAttribute('lang', 'sa');
    expect(quotation.getByText('karmaṇy evādhikāras te mā phaleṣu kadācana')).toHaveAttribute('lang', 'sa-Latn');
    expect(quotation.getByText('Your right is to action alone, never to its fruits.')).not.toHaveAttribute('lang');
    expect(first?.querySelector('blockquote')).toHaveTextContent('Your right is to action alone');
    expect(first?.querySelector('figcaption')).toHaveTextContent('— Bhagavad Gita 2.47');
    for (const figure of [first, repeat]) {
      expect(within(figure as HTMLElement).getByRole('link', { name: 'Bhagavad Gita 2.47' })).toHaveAttribute('href', '#bg-2-47');
    }
    expect(container.querySelector('pre')).toBeNull();
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('shows a verse block that does not read as a verse as written, in a code block: nothing is lost', () => {
    const { container } = renderBody(gitaVerse('Gita 2.47'));
    expect(container.querySelector('figure')).toBeNull();
    expect(container.querySelector('pre > code')).toHaveTextContent('karmaṇy evādhikāras te mā phaleṣu kadācana');
    expect(container.querySelector('pre > code')).toHaveTextContent('Your right is to action alone');
  });

  it('keeps the lines of a verse apart, one per line', () => {
    const twoLines = gitaVerse().replace('कदाचन ।', 'कदाचन ।\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥');
    const { container } = renderBody(twoLines);
    const devanagari = container.querySelector('figure p[lang="sa"]');
    // The lines are joined by a newline, which the style sheet keeps (`white-space: pre-line`).
    expect(devanagari?.textContent).toBe('कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।\nमा कर्मफलहेतुर्भूर्मा ते सङ्गोऽस्त्वकर्मणि ॥');
  });
});

describe('MarkdownBody typography', () => {
  it('curls quotes in the text, across emphasis and links, each block afresh', () => {
    const { container } = renderBody(
      [
        '"Not two": *Brahman*\'s "*advaita*", and [Shankara\'s "commentary"](/blog/x).',
        '',
        '- "first item."',
        '- "second"',
        '',
        '## The "Self"',
      ].join('\n'),
    );
    expect(container.querySelector('p')).toHaveTextContent('“Not two”: Brahman’s “advaita”, and Shankara’s “commentary”.');
    expect([...container.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['“first item.”', '“second”']);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The “Self”');
    expect(screen.getByRole('link', { name: 'Shankara’s “commentary”' })).toHaveAttribute('href', '/blog/x');
  });

  it('leaves code, link targets and raw attributes as written', () => {
    const { container } = renderBody(
      'Run `say "hi"` and <abbr title="it\'s">IT</abbr> [x](https://example.org/?q="a") \n\n```\nprint("hi")\n```',
    );
    expect(container.querySelector('code')).toHaveTextContent('say "hi"');
    expect(container.querySelector('pre')).toHaveTextContent('print("hi")');
    expect(container.querySelector('abbr')).toHaveAttribute('title', "it's");
    expect(screen.getByRole('link', { name: /^x/ })).toHaveAttribute('href', 'https://example.org/?q=%22a%22');
  });
});

describe('a verse’s word-by-word gloss', () => {
  const glossed = [
    '```verse BG 2.47',
    'कर्मण्येवाधिकारस्ते मा फलेषु कदाचन ।',
    '---',
    'karmaṇy evādhikāras te mā phaleṣu kadācana',
    '---',
    'Your right is to action alone, never to its fruits.',
    '---',
    'कर्मणि | karmaṇi | in action | karma',
    'एव | eva | alone',
    'अधिकारः | adhikāraḥ | right',
    'ते | te | your',
    'मा | mā | not',
    'फलेषु | phaleṣu | in the fruits',
    'कदाचन | kadācana | ever',
    '```',
  ].join('\n');

  it('folds under the verse, outside the quotation, with each word, its IAST and its meaning; a glossary term links to its entry', () => {
    const { container } = renderBody(glossed);
    const details = container.querySelector('details');
    expect(details).not.toBeNull();
    expect(details).not.toHaveAttribute('open');
    expect(container.querySelector('figure details, blockquote details')).toBeNull();
    const gloss = within(details as HTMLElement);
    expect(gloss.getByText('Word by word').tagName).toBe('SUMMARY');
    const terms = gloss.getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual([
      'कर्मणि karmaṇi',
      'एव eva',
      'अधिकारः adhikāraḥ',
      'ते te',
      'मा mā',
      'फलेषु phaleṣu',
      'कदाचन kadācana',
    ]);
    expect(gloss.getAllByRole('definition').map((meaning) => meaning.textContent)).toEqual([
      'in action',
      'alone',
      'right',
      'your',
      'not',
      'in the fruits',
      'ever',
    ]);
    expect(gloss.getByText('कर्मणि')).toHaveAttribute('lang', 'sa');
    expect(gloss.getByText('karmaṇi')).toHaveAttribute('lang', 'sa-Latn');
    expect(gloss.getByRole('link', { name: 'कर्मणि karmaṇi' })).toHaveAttribute('href', '/glossary#karma');
    expect(gloss.getAllByRole('link')).toHaveLength(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('is absent for a verse written without one', () => {
    const { container } = renderBody(glossed.replace(/\n---\nकर्मणि[\s\S]*?(?=\n```)/, ''));
    expect(container.querySelector('figure')).not.toBeNull();
    expect(container.querySelector('details')).toBeNull();
  });
});

describe('MarkdownBody when the renderer throws', () => {
  it('shows a readable message in place of the article and keeps the page', () => {
    consoleError.mockImplementation(() => {}); // React reports the caught error; expected here
    mockedRenderer.mockImplementation(() => {
      throw new RangeError('Maximum call stack size exceeded');
    });
    const { rerender } = render(
      <MemoryRouter>
        <h1>Post title</h1>
        <MarkdownBody markdown="# anything" />
        <p>Related Topics</p>
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This article could not be displayed.');
    expect(screen.getByRole('alert')).toHaveTextContent(/try again later/);
    expect(screen.getByRole('heading', { level: 1, name: 'Post title' })).toBeInTheDocument();
    expect(screen.getByText('Related Topics')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();

    // Another post (new markdown) gets a fresh attempt once the renderer works again.
    mockedRenderer.mockImplementation(realRenderer);
    rerender(
      <MemoryRouter>
        <h1>Post title</h1>
        <MarkdownBody markdown="Another post." />
        <p>Related Topics</p>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Another post.')).toBeInTheDocument();
  });
});
