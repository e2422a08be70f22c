/*
 * Every scan of the untrusted body is linear in its length: `[a](` repeated tens of thousands of times once
 * froze the browser for seconds in a backtracking regular expression.
 */

import { curlQuotes } from '@/lib/typography';

/** `[text](url)` → `text`, as markdown shows a link, in one pass. */
export function stripLinks(text: string): string {
  let out = '';
  let from = 0;
  let open = text.indexOf('[');
  while (open !== -1) {
    const close = text.indexOf(']', open + 1);
    if (close === -1) break;
    if (text[close + 1] !== '(') {
      // Every `[` before this `]` ends at it too, and fails the same way.
      open = text.indexOf('[', close + 1);
      continue;
    }
    const end = text.indexOf(')', close + 2);
    // No `)` left: no later link can end either.
    if (end === -1) break;
    out += text.slice(from, open) + text.slice(open + 1, close);
    from = end + 1;
    open = text.indexOf('[', from);
  }
  return out + text.slice(from);
}

const withoutEmphasisMarks = (text: string) => text.replace(/[*_`~]/g, '');

/** A heading's anchor id: its text without markdown marks, lower case, words joined by hyphens. */
export function headingId(text: string): string {
  const words = stripLinks(withoutEmphasisMarks(text))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const start = words.startsWith('-') ? 1 : 0;
  const end = words.endsWith('-') && words.length > start ? words.length - 1 : words.length;
  return words.slice(start, end);
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\t';

/** The text of a level 1 or 2 ATX heading (`## Title ##`); a closing `#` run is dropped after a space, as CommonMark says. */
export function headingText(line: string): string | undefined {
  let level = 0;
  while (line[level] === '#') level += 1;
  if (level < 1 || level > 2 || !isSpace(line[level])) return undefined;
  let end = line.length;
  while (end > level && /\s/.test(line[end - 1] ?? '')) end -= 1;
  let closing = end;
  while (closing > level && line[closing - 1] === '#') closing -= 1;
  if (closing < end && isSpace(line[closing - 1])) end = closing;
  const text = line.slice(level, end).trim();
  return text === '' ? undefined : text;
}

export interface ContentsEntry {
  readonly id: string;
  readonly text: string;
}

/** The body's second-level headings (`#` is shown as h2 too), skipping fenced code. */
export function sectionHeadings(markdown: string): ContentsEntry[] {
  const entries: ContentsEntry[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    const trimmed = line.trimStart();
    if (trimmed.startsWith('```') || trimmed.startsWith('~~~')) inFence = !inFence;
    if (inFence) continue;
    const heading = headingText(line);
    if (heading === undefined) continue;
    const id = headingId(heading);
    if (id) entries.push({ id, text: curlQuotes(stripLinks(withoutEmphasisMarks(heading))) });
  }
  return entries;
}
