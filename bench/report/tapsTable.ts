/**
 * The wait of each tap at first paint, beside its budget and the previous results.
 */
import { takeoverBudgetOf, TAP_WAIT_BUDGET_MS } from '../budgets';
import type { PageTaps } from '../taps';
import { pageLabel, verdict } from './figures';
import { table } from './table';

/** Each control's wait after a tap at first paint, against its budget, and the previous wait. */
export function tapsTable(taps: Record<string, PageTaps>, previous?: Record<string, PageTaps>): string {
  const rows = Object.entries(taps).flatMap(([id, page]) =>
    Object.entries(page.controls).map(([label, control]) => {
      const before = previous?.[id]?.controls[label]?.waitMs;
      const takeover = takeoverBudgetOf(id);
      const previousTakeover = previous?.[id]?.reactAfterPaintMs;
      return [
        pageLabel(id),
        label,
        `${control.waitMs} ms ${verdict(control.waitMs <= TAP_WAIT_BUDGET_MS)}`,
        `<= ${TAP_WAIT_BUDGET_MS} ms`,
        control.values.join(', '),
        `${page.tapAfterPaintMs} ms`,
        `${page.reactAfterPaintMs} ms${takeover === undefined ? '' : ` ${verdict(page.reactAfterPaintMs <= takeover)} <= ${takeover}`}`,
        previousTakeover === undefined ? '-' : `${previousTakeover} ms`,
        before === undefined ? '-' : `${before} ms`,
      ];
    }),
  );
  return table(
    [
      'route',
      'control',
      'tap waits',
      'budget',
      'runs (ms)',
      'tapped after paint',
      'React takes over after paint',
      'prev takeover',
      'prev wait',
    ],
    rows,
  );
}
