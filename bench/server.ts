/**
 * Builds the site and runs it with `npm start` on a free loopback port, as a visitor's
 * server would run it (its own process, so the load test measures the server, not us).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort as freePortOn } from '../scripts/freePort';

export const ROOT_DIR = path.resolve(__dirname, '..');
/** The server binds to loopback only; nothing here is reachable from another machine. */
export const HOST = '127.0.0.1';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run build`; its output is shown only when it fails. */
export async function buildSite(): Promise<void> {
  const output: Buffer[] = [];
  const child = spawn(npm, ['run', 'build'], { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    process.stderr.write(Buffer.concat(output));
    throw new Error(`npm run build failed (exit code ${code})`);
  }
}

export const freePort = () => freePortOn(HOST);

export interface RunningServer {
  /** `http://localhost:<port>`: what the browsers load. */
  origin: string;
  /** `http://127.0.0.1:<port>`: what Node's clients use (no IPv6 guess). */
  loopbackOrigin: string;
  port: number;
  /** True while the process runs. */
  alive(): boolean;
  /** The server's own output, for a report when it fails. */
  log(): string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm start` on a free port (with `env` added to this process's); resolves once `/` answers 200. */
export async function startServer(env: Readonly<Record<string, string>> = {}): Promise<RunningServer> {
  const port = await freePort();
  const output: string[] = [];
  // A process group of its own, so stopping it stops npm's child (tsx) too.
  const child: ChildProcess = spawn(npm, ['start'], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: process.platform !== 'win32',
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;

  const stop = async () => {
    if (exited() || child.pid === undefined) return;
    const signal = (name: NodeJS.Signals) => {
      try {
        if (process.platform === 'win32') child.kill(name);
        else process.kill(-(child.pid as number), name);
      } catch {
        // Already gone.
      }
    };
    signal('SIGTERM');
    for (let waited = 0; !exited() && waited < 5000; waited += 100) await sleep(100);
    if (!exited()) signal('SIGKILL');
  };
  const server: RunningServer = {
    origin: `http://localhost:${port}`,
    loopbackOrigin: `http://${HOST}:${port}`,
    port,
    alive: () => !exited(),
    log: () => output.join(''),
    stop,
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`npm start exited before it answered:\n${server.log()}`);
    try {
      const response = await fetch(`${server.loopbackOrigin}/`);
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`npm start did not answer on port ${port} within 60 s:\n${server.log()}`);
}
