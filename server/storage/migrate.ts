/**
 * Applies the SQL migrations in `supabase/migrations/` (the same files `supabase db push` applies) that a
 * database has not had yet, in name order, each in its own transaction, one process at a time.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type pg from 'pg';

export const MIGRATIONS_DIR = path.resolve(__dirname, '../../supabase/migrations');

/** Any fixed number: concurrent starts wait for each other instead of applying a migration twice. */
const MIGRATION_LOCK = 7_461_332;

export async function migrate(pool: pg.Pool, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  const client = await pool.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS content_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await client.query<{ name: string }>('SELECT name FROM content_migrations');
    const done = new Set(rows.map((row) => row.name));
    for (const name of files.filter((file) => !done.has(file))) {
      await client.query('BEGIN');
      try {
        await client.query(readFileSync(path.join(dir, name), 'utf8'));
        await client.query('INSERT INTO content_migrations (name) VALUES ($1)', [name]);
        await client.query('COMMIT');
        applied.push(name);
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
  return applied;
}
