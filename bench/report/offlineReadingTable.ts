/**
 * Issue 45: the service worker's bytes on a first visit (and none under Save-Data), and a read post's repeat visit on
 * the phone, online and offline.
 */
import { WORKER_FIRST_VISIT_BUDGET } from '../budgets';
import { REPEAT_VISIT_PROFILE, type OfflineReadingFigures } from '../offlineReading';
import { kb, pageLabel, verdict } from './figures';
import { table } from './table';

export function offlineReadingTable(figures: OfflineReadingFigures): string {
  const rows = Object.entries(figures.worker).map(([id, page]) => [
    pageLabel(id),
    String(page.requests),
    `${kb(page.sent)} ${verdict(page.sent <= WORKER_FIRST_VISIT_BUDGET)}`,
    `<= ${kb(WORKER_FIRST_VISIT_BUDGET)}`,
    page.firstRequestAfterLoadMs === null ? '-' : `${page.firstRequestAfterLoadMs} ${verdict(page.firstRequestAfterLoadMs >= 0)}`,
    `${page.saveDataRequests} ${verdict(page.saveDataRequests === 0)}`,
  ]);
  const { onlineLcpMs, offlineLcpMs } = figures.repeatVisit;
  return [
    table(['route', 'worker requests', 'KB fetched (as sent)', 'budget', 'first after load (ms)', 'under Save-Data'], rows),
    '',
    `A read post again on the phone (${REPEAT_VISIT_PROFILE}), median LCP: online ${onlineLcpMs} ms, offline ${offlineLcpMs} ms.`,
  ].join('\n');
}
