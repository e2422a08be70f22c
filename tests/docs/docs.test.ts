import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { SERVER_VARIABLES } from '../../server/config';
import { POLICY_VARIABLES } from '../../server/securityHeaders';
import { makeStore } from '@/store/store';
import { paginationSlice } from '@/store/paginationSlice';
import { uiSlice } from '@/store/uiSlice';
import { testConfig } from '../support/renderWithProviders';

const rootDir = path.resolve(__dirname, '../..');

/** The README is a front door: what the site is, how to start, configure and deploy it, and links into docs/. */
const README_MAX_BYTES = 10_240;

/** The folders whose files the docs name in backticks (`src/config/siteConfig.ts`, `content/media/`). */
const REPO_ROOTS = ['src', 'server', 'scripts', 'tests', 'docs', 'styles', 'bench', 'content', 'supabase', 'public'];

/** Where the code that reads environment variables lives. */
const CODE_PATHS = ['src', 'server', 'scripts', 'bench', 'webpack.config.ts'];

/** Set by the platform, not by an operator. */
// Set by the tools, or by the build itself for the app (webpack.config.ts's DefinePlugin): nothing an operator sets.
const NOT_CONFIGURATION = new Set(['NODE_ENV', 'CI', 'RENDERER', 'TRANSLITERATION_SRC', 'BUILD_YEAR']);

const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');

/** README.md and every markdown file under docs/, as repository paths. */
function markdownFiles(): string[] {
  const docs = readdirSync(path.join(rootDir, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.posix.join('docs', name.split(path.sep).join('/')));
  return ['README.md', ...docs.sort()];
}

/** The text with its fenced code blocks left out: their contents are examples, not references. */
function withoutFences(text: string): string {
  let fenced = false;
  return text
    .split('\n')
    .filter((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        fenced = !fenced;
        return false;
      }
      return !fenced;
    })
    .join('\n');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const headingAnchor = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const headings = withoutFences(readFileSync(file, 'utf8')).match(/^#{1,6}\s+.+$/gm) ?? [];
  return new Set(headings.map((line) => headingAnchor(line.replace(/^#+\s+/, ''))));
}

/** A path with a placeholder or a pattern (`src/app/pages/<id>.ts`, `tests/**`) names no one file. */
const isPattern = (token: string) => /[<>*{}$…]/.test(token);

/** The file paths a document names in inline code: tokens under a repository folder, with an extension or a trailing slash. */
function codePaths(text: string): string[] {
  const rootPattern = new RegExp(`^(?:${REPO_ROOTS.join('|')})/`);
  const paths: string[] = [];
  for (const [, span = ''] of text.matchAll(/`([^`\n]+)`/g)) {
    for (const raw of span.split(/\s+/)) {
      const token = raw
        .replace(/[;,)]+$/, '')
        .replace(/#.*$/, '')
        .replace(/:\d+(?::\d+)?$/, '');
      if (!rootPattern.test(token) || isPattern(token)) continue;
      if (token.endsWith('/') || /\.[A-Za-z0-9]+$/.test(token)) paths.push(token);
    }
  }
  return paths;
}

/** The targets of the document's relative links, `[text](target)`; URLs (`https:`, `mailto:`) are not files. */
function relativeLinks(text: string): string[] {
  return [...text.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)]
    .map(([, target = '']) => target)
    .filter((target) => !/^[a-z][a-z0-9+.-]*:/i.test(target) && !target.startsWith('//'));
}

/**
 * What a document names that is not there: links to missing files or headings, and file paths in backticks that do
 * not exist. Paths in backticks are from the repository's root; links from the document's folder.
 */
function brokenReferences(text: string, documentPath: string): string[] {
  const prose = withoutFences(text);
  const broken: string[] = [];
  for (const file of codePaths(prose)) {
    if (file.startsWith('dist/')) continue;
    if (!existsSync(path.join(rootDir, file))) broken.push(`\`${file}\``);
  }
  for (const link of relativeLinks(prose)) {
    const [target = '', anchor] = link.split('#');
    const file = target === '' ? path.join(rootDir, documentPath) : path.join(rootDir, path.dirname(documentPath), decodeURI(target));
    if (!existsSync(file)) broken.push(`(${link})`);
    else if (anchor !== undefined && file.endsWith('.md') && !anchorsOf(file).has(anchor)) broken.push(`(${link}): no such heading`);
  }
  return broken;
}

/** The variable names in the first column of every table headed `| Variable |`. */
function tableVariables(text: string): string[] {
  const names: string[] = [];
  let inTable = false;
  for (const line of withoutFences(text).split('\n')) {
    if (/^\|\s*Variable\s*\|/.test(line)) {
      inTable = true;
      continue;
    }
    if (!line.startsWith('|')) {
      inTable = false;
      continue;
    }
    const name = inTable ? /^\|\s*`([A-Z][A-Z0-9_]*)`\s*\|/.exec(line)?.[1] : undefined;
    if (name) names.push(name);
  }
  return names;
}

function codeFiles(entry: string): string[] {
  const full = path.join(rootDir, entry);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(?:ts|tsx|mjs|js)$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => path.join(full, name));
}

/** Every variable the site build, the server, the scripts and the bench read: `process.env.X`, `env.X`, `env.get('X')`, and the typed config modules' tables. */
function variablesTheCodeReads(): Set<string> {
  const names = new Set<string>([...Object.keys(SERVER_VARIABLES), ...Object.values(POLICY_VARIABLES)]);
  for (const file of CODE_PATHS.flatMap(codeFiles)) {
    const text = readFileSync(file, 'utf8');
    for (const [, name = ''] of text.matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)) names.add(name);
    for (const [, name = ''] of text.matchAll(/\benv\.get\(\s*['"]([A-Z][A-Z0-9_]*)['"]\s*\)/g)) names.add(name);
  }
  for (const name of NOT_CONFIGURATION) names.delete(name);
  return names;
}

describe('the README', () => {
  it(`is a front door of at most ${README_MAX_BYTES.toLocaleString('en')} bytes`, () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(README_MAX_BYTES);
  });

  it('says that SITE_URL is required for production and how to set it', () => {
    const readme = read('README.md');
    expect(readme).toMatch(/`SITE_URL` is required for production/);
    expect(readme).toContain('SITE_URL=https://vedanta.example.org');
  });
});

describe('links and file paths in the README and docs/', () => {
  const files = markdownFiles();

  it('covers the README and the docs folder', () => {
    expect(files).toEqual(expect.arrayContaining(['README.md', 'docs/architecture.md', 'docs/deploy.md']));
  });

  it.each(files)('%s names only files, folders and headings that exist', (file) => {
    expect(brokenReferences(read(file), file)).toEqual([]);
  });

  it('reports a missing file, a missing heading and a missing path, and skips patterns, URLs, build outputs and code blocks', () => {
    const sample = [
      'See `src/config/siteConfig.ts:12`, `src/nowhere.ts`, `content/media/`, `src/app/pages/<id>.ts` and `dist/blog/x.html`.',
      'Links: [ok](deploy.md#each-hosts-rules), [gone](missing.md), [bad anchor](deploy.md#no-such-heading), [web](https://example.org/x.md).',
      '```sh',
      'cat src/also-nowhere.ts `src/also-nowhere.ts` [x](nowhere.md)',
      '```',
    ].join('\n');
    expect(brokenReferences(sample, 'docs/sample.md')).toEqual([
      '`src/nowhere.ts`',
      '(missing.md)',
      '(deploy.md#no-such-heading): no such heading',
    ]);
  });
});

describe('the configuration table', () => {
  // The rule: every variable the code reads is in the README's table, or, if only the test and bench tools read it,
  // in the table of docs/testing.md or docs/performance.md; and every variable in those tables is read.
  const documented = new Set(['README.md', 'docs/testing.md', 'docs/performance.md'].flatMap((file) => tableVariables(read(file))));
  const readByCode = variablesTheCodeReads();

  it('is found, and so are the variables the code reads', () => {
    expect(tableVariables(read('README.md'))).toEqual(expect.arrayContaining(['SITE_URL', 'SITE_API_URL', 'PORT', 'TRUST_PROXY']));
    expect([...readByCode]).toEqual(
      expect.arrayContaining(['SITE_URL', 'PORT', 'SITE_HSTS_PRELOAD', 'PRERENDER_STRICT', 'SUPABASE_DB_URL']),
    );
  });

  it('documents every variable the site build, the server and the scripts read', () => {
    expect([...readByCode].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it('documents no variable that nothing reads', () => {
    expect([...documented].filter((name) => !readByCode.has(name)).sort()).toEqual([]);
  });

  it('lists each variable once', () => {
    const all = ['README.md', 'docs/testing.md', 'docs/performance.md'].flatMap((file) => tableVariables(read(file)));
    expect(all.filter((name, index) => all.indexOf(name) !== index)).toEqual([]);
  });
});

/** The folders and files whose code the docs' identifiers are looked up in. */
const IDENTIFIER_SOURCES = ['src', 'server', 'scripts', 'bench', 'tests', 'webpack.config.ts', 'eslint.config.mjs'];

/**
 * Names the docs give in backticks that are other projects', not this code's: schema.org's fields, the web platform's,
 * React Router's data router (which the site does not use), a Sanskrit transliteration scheme's spelling.
 */
const OTHER_PROJECTS_NAMES = new Set([
  'createBrowserRouter',
  'dateModified',
  'datePublished',
  'includeSubDomains',
  'jJAna',
  'localStorage',
  'mainEntityOfPage',
  'suppressHydrationWarning',
]);

/** The camelCase identifiers and the action types (`ui/mobileMenuOpened`) a document names in inline code. */
function namedInCode(text: string, sliceNames: readonly string[]): { identifiers: string[]; actionTypes: string[] } {
  const spans = [...withoutFences(text).matchAll(/`([^`\n]+)`/g)].map(([, span = '']) => span.replace(/\(\)$/, ''));
  const actionType = new RegExp(`^(?:${sliceNames.join('|')})/[a-zA-Z/]+$`);
  return {
    identifiers: spans.filter((span) => /^[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*$/.test(span)),
    actionTypes: spans.filter((span) => actionType.test(span)),
  };
}

describe('the code the docs name', () => {
  const words = new Set(
    IDENTIFIER_SOURCES.flatMap(codeFiles).flatMap((file) => readFileSync(file, 'utf8').match(/[A-Za-z_$][A-Za-z0-9_$]*/g) ?? []),
  );
  const sliceNames = Object.keys(makeStore({ config: testConfig }).getState());
  const ownActionTypes = new Set(
    [paginationSlice, uiSlice].flatMap((slice) => Object.keys(slice.actions).map((name) => `${slice.name}/${name}`)),
  );
  // RTK Query's own action types (`api/executeQuery/fulfilled`): each part is in its source.
  const rtkQuerySource = read('node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs');
  const isRtkQueryAction = (type: string) => type.startsWith('api/') && type.split('/').every((part) => rtkQuerySource.includes(part));

  it.each(markdownFiles())('%s names only identifiers and actions that exist', (file) => {
    const { identifiers, actionTypes } = namedInCode(read(file), sliceNames);
    expect(identifiers.filter((name) => !words.has(name) && !OTHER_PROJECTS_NAMES.has(name))).toEqual([]);
    expect(actionTypes.filter((type) => !ownActionTypes.has(type) && !isRtkQueryAction(type))).toEqual([]);
  });

  it('finds a name that is nowhere, and an action no slice has', () => {
    // Built from parts, so this file does not name it whole.
    const gone = ['revalidate', 'HydratedRequests'].join('');
    const sample = `Call \`${gone}\` or \`answersHydrated\`, dispatch \`ui/mobileMenuToggled\` or \`ui/mobileMenuOpened\`; see \`src/app\`.`;
    const { identifiers, actionTypes } = namedInCode(sample, sliceNames);
    expect(identifiers.filter((name) => !words.has(name))).toEqual([gone]);
    expect(actionTypes.filter((type) => !ownActionTypes.has(type))).toEqual(['ui/mobileMenuToggled']);
  });
});
