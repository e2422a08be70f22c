/**
 * A second copy of the site for the tests of what happens after a build: the plain build
 * (no third parties) that the suite's web server step writes to `PLAIN_DIST_DIR`, served by
 * `npm start` on a port of its own with a content folder the site was not built with.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const rootDir = path.resolve(__dirname, '../../..');

/** Where the web server step builds the plain site (see playwright.config.ts). */
export const PLAIN_DIST_DIR = path.join(rootDir, 'build/e2e-plain-site');

/** The plain site as a build makes it while the backend has no posts (buildSites.ts). */
export const EMPTY_DIST_DIR = path.join(rootDir, 'build/e2e-site-built-without-posts');

export interface LiveSite {
  /** `http://localhost:<port>`. */
  readonly origin: string;
  readonly contentDir: string;
  stop(): Promise<void>;
}

/** A copy of the repository's content, for a test to change. */
export function copyOfContent(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vedanta-live-content-'));
  cpSync(path.join(rootDir, 'content'), dir, { recursive: true });
  return dir;
}

/** Serves `distDir` with `contentDir` on a free port (or `port`), with no SITE_* variable but the defaults. */
export async function serveSite(distDir: string, contentDir: string, port = 0): Promise<LiveSite> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SITE_')));
  const child: ChildProcess = spawn(process.execPath, [path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), 'server/start.ts'], {
    cwd: rootDir,
    env: { ...env, DIST_DIR: distDir, CONTENT_DIR: contentDir, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listening = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /site running at http:\/\/localhost:(\d+)\//.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`npm start exited (${code}) before listening:\n${output}`)));
  });
  return {
    origin: `http://localhost:${listening}`,
    contentDir,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        rmSync(contentDir, { recursive: true, force: true });
      }),
  };
}
