/**
 * The site as a visitor's server runs it: `npm run build`, then `npm start` in a process of its own on a free loopback
 * port (so a load test measures the server, not the bench).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../scripts/freePort';

export const ROOT_DIR = path.resolve(__dirname, '..');
/** The server binds to loopback only; nothing here is reachable from another machine. */
const HOST = '127.0.0.1';

/** Runs `npm run build`; its output is shown only when it fails. */
export async function buildSite(): Promise<void> {
  const output: Buffer[] = [];
  const child = spawn('npm', ['run', 'build'], { cwd: ROOT_DIR, stdio: ['ignore', 'pipe', 'pipe'] });
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

export interface RunningServer {
  /** `http://localhost:<port>`: what the browsers load. */
  origin: string;
  /** `http://127.0.0.1:<port>`: what Node's clients use (no IPv6 guess). */
  loopbackOrigin: string;
  stop(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `npm start` on a free port (with `env` added to this process's); resolves once `/` answers 200. */
export async function startServer(env: Readonly<Record<string, string>> = {}): Promise<RunningServer> {
  const port = await freePort(HOST);
  const output: string[] = [];
  // A process group of its own, so stopping it stops npm's child (tsx) too.
  const child = spawn('npm', ['start'], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  // Ctrl-C does not reach a process group of its own: this process stops it.
  const onSignal = () => void stop().finally(() => process.exit(130));
  const stop = async () => {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    if (exited()) return;
    signal('SIGTERM');
    for (let waited = 0; !exited() && waited < 5000; waited += 100) await sleep(100);
    if (!exited()) signal('SIGKILL');
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  const server = { origin: `http://localhost:${port}`, loopbackOrigin: `http://${HOST}:${port}`, stop };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await sleep(250)) {
    if (exited()) throw new Error(`npm start exited before it answered:\n${output.join('')}`);
    try {
      const response = await fetch(`${server.loopbackOrigin}/`);
      await response.arrayBuffer();
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
  }
  await stop();
  throw new Error(`npm start did not answer on port ${port} within 60 s:\n${output.join('')}`);
}
