/**
 * `npm run content:publish -- --domain example.org [--content-dir content]`: validates the content folder
 * and publishes what it serves that domain (`--domain '*'`: the shared posts) to CONTENT_DATABASE_URL.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { migrate } from './storage/migrate';
import { createPostgresStorage } from './storage/postgres';
import { formatReport, publishContent, PublishError } from './storage/publish';

const USAGE = 'Usage: CONTENT_DATABASE_URL=postgres://… npm run content:publish -- --domain example.org [--content-dir content]';

async function main(): Promise<number> {
  let values: { domain?: string; 'content-dir'?: string };
  try {
    ({ values } = parseArgs({ options: { domain: { type: 'string' }, 'content-dir': { type: 'string' } }, strict: true }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const url = process.env.CONTENT_DATABASE_URL;
  if (!values.domain || !url) {
    console.error(`${values.domain ? 'CONTENT_DATABASE_URL is not set.' : '--domain is required.'}\n${USAGE}`);
    return 2;
  }
  const contentDir = path.resolve(values['content-dir'] ?? path.join(__dirname, '..', 'content'));
  const storage = createPostgresStorage(url);
  try {
    await migrate(storage.pool);
    console.log(formatReport(await publishContent(storage.pool, contentDir, values.domain)));
    return 0;
  } catch (error) {
    console.error(
      error instanceof PublishError
        ? error.message
        : `Publishing failed, nothing was changed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  } finally {
    await storage.close();
  }
}

void main().then((code) => {
  process.exitCode = code;
});
