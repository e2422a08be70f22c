/** `npm run content:check [content-folder]`: validates content/ and exits non-zero on any invalid file. */
import path from 'node:path';
import { checkContent } from './content/check';

const contentDir = path.resolve(process.argv[2] ?? path.join(__dirname, '..', 'content'));
process.exitCode = checkContent(contentDir);
