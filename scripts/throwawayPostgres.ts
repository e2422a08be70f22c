/**
 * A throwaway Postgres server from Debian's `postgresql` package (`apt-get install -y postgresql`), in a
 * temporary folder on a free loopback port, with trust authentication: for `npm run test:backend` and the
 * bench. As root (CI) it runs as the `postgres` user the package creates: Postgres refuses root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './freePort';

export class NoPostgresError extends Error {}

function postgresBinDir(): string {
  const fromEnv = process.env.POSTGRES_BIN_DIR;
  if (fromEnv) return fromEnv;
  const debian = '/usr/lib/postgresql';
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((name) => existsSync(path.join(debian, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0]) return path.join(debian, versions[0], 'bin');
  const onPath = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (onPath.status === 0 && existsSync(path.join(onPath.stdout.trim(), 'initdb'))) return onPath.stdout.trim();
  throw new NoPostgresError('No Postgres server found: install it (Debian: apt-get install -y postgresql) or set POSTGRES_BIN_DIR.');
}

const asRoot = () => process.getuid?.() === 0;

/** Runs a Postgres program, as the `postgres` user when this process is root. */
function runPostgres(bin: string, program: string, args: string[], quiet: boolean): void {
  const command = asRoot() ? 'runuser' : path.join(bin, program);
  const fullArgs = asRoot() ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
  execFileSync(command, fullArgs, { stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'] });
}

export interface ThrowawayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/<database>`: the server's own `postgres` database by default. */
  url(database?: string): string;
  createDatabase(name: string): string;
  /** Stops the server as an outage would (`pg_ctl stop -m fast`: open connections are cut), keeping its data. */
  pause(): void;
  /** Starts it again on the same port, with the same data. */
  resume(): void;
  stop(): void;
}

export async function startThrowawayPostgres({ quiet = false } = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'vedanta-postgres-'));
  const data = path.join(dir, 'data');
  if (asRoot()) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, id('-u'), id('-g'));
    chmodSync(dir, 0o700);
  }
  const port = await freePort();
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let started = false;
  const stop = () => {
    if (started) {
      try {
        runPostgres(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], quiet);
      } catch (error) {
        console.error('Could not stop the throwaway Postgres:', error);
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => {
    runPostgres(bin, 'pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'], quiet);
    started = true;
  };
  try {
    runPostgres(bin, 'initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale', '--no-sync'], quiet);
    start();
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url,
    createDatabase(name: string) {
      runPostgres(bin, 'createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name], quiet);
      return url(name);
    },
    pause() {
      runPostgres(bin, 'pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop'], quiet);
      started = false;
    },
    resume: start,
    stop,
  };
}
