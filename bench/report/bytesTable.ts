/**
 * The JS and CSS each route requests, beside its budget and the previous results.
 */
import { FIRST_ROUND_TRIP_BYTES, jsBudgetOf } from '../budgets';
import type { PageBytes } from '../bytes';
import type { FirstScreen } from '../firstScreen';
import { kb, pageLabel, verdict } from './figures';
import { table } from './table';

/** Each route's JS and CSS: files, raw, gzip (against the JS budget) and as sent, with the previous gzip figures. */
export function bytesTable(bytes: Record<string, PageBytes>, previous?: Record<string, PageBytes>): string {
  const rows = Object.entries(bytes).map(([id, page]) => {
    const budget = jsBudgetOf(id);
    const before = previous?.[id];
    return [
      pageLabel(id),
      String(page.js.files),
      kb(page.js.raw),
      `${kb(page.js.gzip)} ${budget === undefined ? '' : verdict(page.js.gzip <= budget)}`,
      budget === undefined ? '-' : `<= ${kb(budget)}`,
      kb(page.js.sent),
      String(page.css.files),
      kb(page.css.raw),
      kb(page.css.gzip),
      kb(page.css.sent),
      before ? kb(before.js.gzip) : '-',
      before ? kb(before.css.gzip) : '-',
    ];
  });
  return table(
    [
      'route',
      'JS files',
      'JS raw',
      'JS gzip',
      'budget',
      'JS sent',
      'CSS files',
      'CSS raw',
      'CSS gzip',
      'CSS sent',
      'prev JS gzip',
      'prev CSS gzip',
    ],
    rows,
  );
}

/** The files behind the JS and CSS figures, page by page. */
export function bytesDetail(bytes: Record<string, PageBytes>): string {
  return Object.entries(bytes)
    .map(([id, page]) => {
      const files = page.files.map((file) => [file.path, kb(file.raw), kb(file.gzip), `${kb(file.sent)} ${file.encoding}`]);
      const notes = [
        page.prefetched.length ? `prefetched, not counted: ${page.prefetched.join(', ')}` : '',
        page.afterInteractive?.length
          ? `loaded when idle once interactive (offline reading, the script control), not counted: ${page.afterInteractive.map((file) => `${file.path} (${kb(file.gzip)} KB gzip)`).join(', ')}`
          : '',
        page.blockedHosts.length ? `third-party hosts blocked: ${page.blockedHosts.join(', ')}` : '',
        `all requests: ${Object.entries(page.allRequests)
          .map(([type, { count, sent }]) => `${type} ${count} (${kb(sent)} KB)`)
          .join(', ')}`,
      ].filter(Boolean);
      return `${pageLabel(id)} (${page.path})\n${table(['file', 'raw', 'gzip', 'sent'], files)}\n${notes.join('\n')}`;
    })
    .join('\n\n');
}

const bytesOf = (count: number) => count.toLocaleString('en-US');

/** Where each page's first screen is complete in its response, beside the whole response and the previous one's size. */
export function firstScreenTable(
  firstScreen: Record<string, FirstScreen>,
  bytes: Record<string, PageBytes> = {},
  previous?: Record<string, PageBytes>,
): string {
  const rows = Object.entries(firstScreen).map(([id, page]) => {
    const before = previous?.[id]?.document;
    return [
      pageLabel(id),
      `${bytesOf(page.completeAt)} ${verdict(page.completeAt <= FIRST_ROUND_TRIP_BYTES)}`,
      `<= ${bytesOf(FIRST_ROUND_TRIP_BYTES)}`,
      bytesOf(page.headers + page.body),
      before ? bytesOf(before.headers + before.body) : '-',
      kb((bytes[id]?.css.gzip ?? 0) + (bytes[id]?.inlineCss?.gzip ?? 0)),
      page.lcpElement.replace(/:nth-of-type\(1\)/g, ''),
    ];
  });
  return table(
    ['route', 'first screen complete at', 'budget', 'whole response', 'prev whole response', 'CSS gzip KB', 'LCP element'],
    rows,
  );
}
