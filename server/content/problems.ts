import path from 'node:path';

/** Something wrong with a content file: the file is left out and the problem reported. */
export interface ContentProblem {
  file: string;
  /** The front matter field at fault, `front matter`, `file`, `blog` (the body) or `line N` (of any file). */
  field: string;
  message: string;
}

/** `content/posts/x.md: date: expected YYYY-MM-DD, got "2025-13-01"` */
export function formatProblem(problem: ContentProblem): string {
  return `${problem.file}: ${problem.field}: ${problem.message}`;
}

/** A path as shown to people: relative to the working directory when inside it. */
export function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return file;
  return relative.split(path.sep).join('/');
}
