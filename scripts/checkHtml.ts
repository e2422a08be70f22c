/**
 * `npm run html:check`: the W3C Nu HTML Checker (`vnu-jar`, run by Java) over every prerendered page. With `--dist`,
 * the pages of that build; without it, a build made for the purpose (production address, every integration on) in a
 * temporary folder. Fails on any error but the documented false positives (`scripts/htmlFalsePositives.ts`).
 * Without a Java runtime it says so and skips (`.ci/run` installs default-jre-headless first, so CI never skips).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type HtmlCheckMessage, isFalsePositive } from './htmlFalsePositives';

const rootDir = path.resolve(__dirname, '..');
const VNU_JAR = path.join(rootDir, 'node_modules/vnu-jar/build/dist/vnu.jar');

/** The build the check makes for itself: the production address and every third party, so every optional block renders. */
const CHECK_ENVIRONMENT = {
  SITE_URL: 'https://vedanta.example.org',
  SITE_AD_SCRIPT_URL: 'https://ads.example.test/ads.js',
  SITE_NEWS_FEED_URL: 'https://news.example.test/feed',
  SITE_CONTACT_FORM_URL: 'https://forms.example.test/contact',
  SITE_FORM_EMBED_SCRIPT_URL: 'https://forms.example.test/embed.js',
  SITE_DONATION_URL: 'https://donate.example.test/vedanta',
  SITE_PUBLISHER_NAME: 'Vedanta Wisdom',
  SITE_CONTACT_EMAIL: 'editor@vedanta.example.org',
};

function hasJava(): boolean {
  return spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.html'))
    .map((name) => path.join(dir, name))
    .sort();
}

function build(distDir: string): void {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: rootDir,
    env: { ...process.env, ...CHECK_ENVIRONMENT, DIST_DIR: distDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`html:check: the build failed (exit ${result.status})`);
}

/** The checker's messages for the files, errors only. */
function check(files: readonly string[]): HtmlCheckMessage[] {
  const result = spawnSync('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  // vnu writes its JSON report to stderr and exits 1 when it found errors.
  const report = JSON.parse(result.stderr) as { messages: HtmlCheckMessage[] };
  return report.messages.filter((entry) => entry.type === 'error' || entry.type === 'non-document-error');
}

function main(): number {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  if (!hasJava()) {
    console.log('html:check: SKIPPED, no Java runtime here (apt-get install -y default-jre-headless); the Nu HTML Checker did not run.');
    return 0;
  }
  const ownBuild = values.dist ? undefined : mkdtempSync(path.join(os.tmpdir(), 'vedanta-html-check-'));
  const distDir = ownBuild ?? path.resolve(values.dist ?? '');
  try {
    if (ownBuild) build(ownBuild);
    const files = htmlFiles(distDir);
    if (files.length === 0) throw new Error(`html:check: no HTML files in ${distDir}`);
    const errors = check(files);
    const real = errors.filter((entry) => !isFalsePositive(entry));
    for (const entry of real.slice(0, 50)) {
      console.error(`${path.relative(distDir, new URL(entry.url ?? 'file:///').pathname)}:${entry.lastLine ?? '?'}: ${entry.message}`);
    }
    console.log(
      `html:check: ${files.length} pages, ${real.length} errors (${errors.length - real.length} documented false positives skipped)`,
    );
    return real.length === 0 ? 0 : 1;
  } finally {
    if (ownBuild) rmSync(ownBuild, { recursive: true, force: true });
  }
}

process.exitCode = main();
