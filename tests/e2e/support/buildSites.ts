/**
 * The web server step of the browser tests: builds the site the suite serves (dist/, every
 * third party configured on `.test` hosts: `siteEnvironment`), then a
 * plain site with the defaults only (PLAIN_DIST_DIR), which the live-pages tests serve with
 * other content, and last the plain site's pages prerendered again from a folder without posts
 * (EMPTY_DIST_DIR): a build made while the backend had none. One after the other: the builds
 * share webpack's intermediate files.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteEnvironment } from './environment';
import { EMPTY_DIST_DIR, PLAIN_DIST_DIR } from './liveSite';

const rootDir = path.resolve(__dirname, '../../..');

function run(args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(args[0] ?? 'npm', args.slice(1), { cwd: rootDir, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The plain build's code, its pages written anew from a content folder without a post. */
function prerenderWithoutPosts(env: NodeJS.ProcessEnv): void {
  rmSync(EMPTY_DIST_DIR, { recursive: true, force: true });
  // The code, the page template and the headers (the inline styles' hashes): pages and data are the prerenderer's to write.
  cpSync(PLAIN_DIST_DIR, EMPTY_DIST_DIR, {
    recursive: true,
    filter: (source) =>
      source === PLAIN_DIST_DIR ||
      /\/(?:assets|fonts)(?:\/|$)|\/(?:app-shell\.html|_headers|_nginx\.conf)$|\.(?:svg|png|ico|jpg|txt)$/.test(source),
  });
  const content = mkdtempSync(path.join(os.tmpdir(), 'vedanta-no-posts-'));
  mkdirSync(path.join(content, 'posts'));
  run(['npx', 'tsx', 'scripts/prerender.ts'], { ...env, DIST_DIR: EMPTY_DIST_DIR, CONTENT_DIR: content });
  rmSync(content, { recursive: true, force: true });
  if (!readdirSync(EMPTY_DIST_DIR).includes('blog.html')) throw new Error('the build without posts wrote no blog.html');
}

const plainEnv = { ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_'))) };
run(['npm', 'run', 'build'], { ...plainEnv, ...siteEnvironment });
run(['npm', 'run', 'build'], { ...plainEnv, DIST_DIR: PLAIN_DIST_DIR });
prerenderWithoutPosts(plainEnv);
