/**
 * The plain-text tables the bench prints, and its one shape of a result: a figure against its budget.
 */

/** A left-aligned first column, the rest right-aligned. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

export interface Figure {
  /** What was measured, e.g. "tap waits (menu toggle)". */
  figure: string;
  page: string;
  value: number;
  unit: 'ms' | 'B' | '×' | 'frames' | 'tasks' | 'req/s' | 'errors';
  /** The budget: the value may be at most `max`, or at least `min`. */
  max?: number;
  min?: number;
  /** The runs the value is the median of. */
  runs?: readonly number[];
}

export const isMet = (figure: Figure): boolean =>
  (figure.max === undefined || figure.value <= figure.max) && (figure.min === undefined || figure.value >= figure.min);

const rounded = (value: number) => (Number.isInteger(value) ? value : Number(value.toPrecision(3))).toLocaleString('en-US');
const shown = (value: number, unit: Figure['unit']) => `${rounded(value)} ${unit}`;

function budgetOf(figure: Figure): string {
  if (figure.max !== undefined) return `<= ${shown(figure.max, figure.unit)}`;
  if (figure.min !== undefined) return `>= ${shown(figure.min, figure.unit)}`;
  return '';
}

export function figuresTable(figures: readonly Figure[]): string {
  const withRuns = figures.some((figure) => figure.runs !== undefined);
  return table(
    ['figure', 'page', 'value', 'budget', '', ...(withRuns ? ['runs'] : [])],
    figures.map((figure) => [
      figure.figure,
      figure.page,
      shown(figure.value, figure.unit),
      budgetOf(figure),
      budgetOf(figure) && (isMet(figure) ? 'met' : 'MISSED'),
      ...(withRuns ? [(figure.runs ?? []).map(rounded).join(', ')] : []),
    ]),
  );
}
