/**
 * The web server step of the browser tests: builds the site the suite serves (dist/, every
 * third party configured on `.test` hosts, from the environment Playwright passes) and then a
 * plain site with the defaults only (PLAIN_DIST_DIR), which the live-pages tests serve with
 * other content. One after the other: the two builds share webpack's intermediate files.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PLAIN_DIST_DIR } from './liveSite';

const rootDir = path.resolve(__dirname, '../../..');

function build(env: NodeJS.ProcessEnv): void {
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, env, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

build(process.env);
build({ ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_'))), DIST_DIR: PLAIN_DIST_DIR });
