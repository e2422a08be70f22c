import { readFileSync } from 'node:fs';

/**
 * A JSON file of `content/`, parsed; undefined when it is absent (each of them is optional) or cannot be read as JSON,
 * which is reported as a problem of the whole file.
 */
export function readJsonFile(file: string, report: (field: string, message: string) => void): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      report('file', `cannot be read as JSON: ${error instanceof Error ? error.message : String(error)}`);
    }
    return undefined;
  }
}
