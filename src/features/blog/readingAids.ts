/** `[text](url)` → `text`, in one linear pass, as a backtracking pattern can freeze the tab. */
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

/** Without markdown marks, lower case, words joined by hyphens. */
export function headingId(text: string): string {
  return stripLinks(text.replace(/[*_`~]/g, ''))
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
