/** A database of its own for each test file, on the Postgres `npm run test:backend` started, with the schema applied. */
import pg from 'pg';
import { migrate } from '../../server/storage/migrate';
import { createPostgresStorage, type PostgresStorage } from '../../server/storage/postgres';

export function testServerUrl(): string {
  const url = process.env.CONTENT_TEST_DATABASE_URL;
  if (!url) throw new Error('CONTENT_TEST_DATABASE_URL is not set: run these tests with `npm run test:backend`.');
  return url;
}

let created = 0;

export async function freshDatabase(): Promise<{ url: string; storage: PostgresStorage; drop(): Promise<void> }> {
  const name = `test_${process.pid}_${++created}`;
  const admin = new pg.Client({ connectionString: testServerUrl() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(testServerUrl());
  url.pathname = `/${name}`;
  const storage = createPostgresStorage(url.href);
  await migrate(storage.pool);
  return {
    url: url.href,
    storage,
    async drop() {
      await storage.close();
      const client = new pg.Client({ connectionString: testServerUrl() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
