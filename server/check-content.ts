/** `npm run content:check [content-folder]`: validates content/ and exits non-zero on any invalid file. */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkContent } from './content/check';

const [folder] = parseArgs({ allowPositionals: true }).positionals;
const contentDir = path.resolve(folder ?? path.join(__dirname, '..', 'content'));
process.exitCode = checkContent(contentDir);
