/** `npm run html:check`: the Nu HTML Checker over a build, failing on real errors, passing the documented false positives. */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makeTempDir, removeDir } from '../support/contentFolders';
import { HTML_FALSE_POSITIVES, isFalsePositive } from '../../scripts/htmlFalsePositives';

const rootDir = path.resolve(__dirname, '../..');
const hasJava = spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

const page = (body: string, style = '') =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title><style>${style}</style></head><body>${body}</body></html>`;

function checkDist(files: Record<string, string>) {
  const dir = makeTempDir('vedanta-html-check-test-');
  try {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    const result = spawnSync('npx', ['tsx', 'scripts/checkHtml.ts', '--dist', dir], { cwd: rootDir, encoding: 'utf8' });
    return { status: result.status, output: result.stdout + result.stderr };
  } finally {
    removeDir(dir);
  }
}

describe('the documented false positives', () => {
  it('are matched by their exact message only', () => {
    expect(isFalsePositive({ type: 'error', message: "CSS: “anchor-name”: Property “anchor-name” doesn't exist." })).toBe(true);
    expect(isFalsePositive({ type: 'error', message: "CSS: “anchor-name”: Property “anchor-name” doesn't exist" })).toBe(false);
    expect(isFalsePositive({ type: 'error', message: 'Attribute “aria-expanded” not allowed on element “button” at this point.' })).toBe(
      false,
    );
  });

  it('let `blocking` on a link pass only where the standard allows it and the checker does not know it yet: rel="expect"', () => {
    const message = 'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';
    expect(isFalsePositive({ type: 'error', message, extract: '<head><link rel=expect href=#site-menu-button blocking=render><' })).toBe(
      true,
    );
    expect(isFalsePositive({ type: 'error', message, extract: '<head><link rel=preload href=/a.js blocking=render><' })).toBe(false);
    expect(isFalsePositive({ type: 'error', message })).toBe(false);
  });

  it('are CSS messages, never one about the markup', () => {
    for (const message of HTML_FALSE_POSITIVES) expect(message).toMatch(/^CSS: /);
  });
});

describe('npm run html:check --dist', () => {
  jest.setTimeout(60_000);

  if (!hasJava) {
    it('says plainly that it skipped the check where there is no Java runtime', () => {
      const { status, output } = checkDist({ 'index.html': page('<p>ok</p>') });
      expect(output).toContain('html:check: SKIPPED, no Java runtime here');
      expect(status).toBe(0);
    });
    return;
  }

  it('fails on an error in the markup and names the file', () => {
    const { status, output } = checkDist({
      'index.html': page('<button popovertarget="m" aria-expanded="false">Menu</button><div id="m" popover>x</div>'),
    });
    expect(output).toContain('index.html:');
    expect(output).toContain('1 pages, 1 errors');
    expect(status).toBe(1);
  });

  it('passes valid pages whose only errors are documented false positives', () => {
    const { status, output } = checkDist({
      'index.html': page('<main><h1>Hi</h1></main>', '.a{anchor-name:--x}.b{position-anchor:--x;top:anchor(bottom)}'),
      'other.html': page('<p>ok</p>'),
    });
    expect(output).toMatch(/2 pages, 0 errors \(3 documented false positives skipped\)/);
    expect(status).toBe(0);
  });
});
