/** A heading's anchor id: its text without markdown marks, lower case, words joined by hyphens. */
export function headingId(text: string): string {
  return text
    .replace(/[*_`~]/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
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
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence) continue;
    const match = /^#{1,2}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match?.[1]) continue;
    const text = match[1].replace(/[*_`~]/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
    const id = headingId(match[1]);
    if (id) entries.push({ id, text });
  }
  return entries;
}
