/**
 * Frames painted after a stored theme on the throttled phone, and those in the other theme, against their budget.
 */
import { OTHER_THEME_FRAMES_BUDGET } from '../budgets';
import type { ThemeFrames } from '../themeFrames';
import { pageLabel, verdict } from './figures';
import { table } from './table';

export function themeFramesTable(frames: Record<string, ThemeFrames[]>): string {
  const rows = Object.entries(frames).flatMap(([id, runs]) =>
    runs.map((run) => [
      pageLabel(id),
      `${run.stored} stored, phone ${run.system}`,
      String(run.frames),
      `${run.otherTheme} ${verdict(run.otherTheme <= OTHER_THEME_FRAMES_BUDGET)}`,
      `<= ${OTHER_THEME_FRAMES_BUDGET}`,
      run.layoutShift.toFixed(4),
    ]),
  );
  return table(['route', 'choice', 'frames', 'in the other theme', 'budget', 'layout shift'], rows);
}
