/**
 * `npm run content:check [content-folder]`: validates content/ (and the Sanskrit of the site's copy in src/content/ in
 * every script) and exits non-zero on any invalid file; writes the terms each post links to reports/term-links.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent } from './content/check';
import { TERM_LINKS_REPORT } from './content/termLinks';

const [folder] = parseArgs({ allowPositionals: true }).positionals;
const rootDir = path.join(__dirname, '..');
const contentDir = path.resolve(folder ?? path.join(rootDir, 'content'));
const reportFile = path.join(rootDir, TERM_LINKS_REPORT);

process.exitCode = checkContent(
  contentDir,
  {
    log: (message) => console.log(message),
    error: (message) => console.error(message),
    termLinks: (report) => {
      mkdirSync(path.dirname(reportFile), { recursive: true });
      writeFileSync(reportFile, report);
      console.log(`The terms each post links: ${TERM_LINKS_REPORT}`);
    },
  },
  path.join(rootDir, 'src', 'content'),
);
