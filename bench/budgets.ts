/**
 * The budgets of what no tool measures (`npm run bench`, the page/floor ratio and the script choice's code). Lighthouse
 * CI's are in lighthouserc.cjs, size-limit's in bench/size.ts, the content API's in bench/load.ts. Cold first visits on
 * the phone profile (bench/phone.ts); issue 69 set them.
 */

/** A page's mobile LCP within this ratio of its floor's, in the same Lighthouse CI runs (bench/lighthouse.ts). */
export const FLOOR_RATIO_BUDGET = 1.05;

/** A tap at first paint takes effect within this, median: it never waits for React. */
export const TAP_WAIT_BUDGET_MS = 100;

/** React has taken over (`<html data-interactive>`) within this of the first contentful paint, median. */
export const TAKEOVER_BUDGET_MS = 1500;

/** Frames painted in the theme, or the script, the reader did not choose, with their choice stored (issue 35, 44). */
export const OTHER_CHOICE_FRAMES_BUDGET = 0;

/** The post's cold loads whose long tasks bench/longTasks.ts reports (a figure; Lighthouse CI holds TBT's budget). */
export const LONG_TASK_LOADS = 5;

/**
 * A page's first screen (its head, inline CSS and all above the fold on a phone, the LCP element included) arrives in
 * TCP's first window: 10 segments of 1,460 bytes, headers included (RFC 6928, as Lighthouse simulates it).
 */
export const FIRST_ROUND_TRIP_BYTES = 14_600;

/** Issue 70, item 5: the script choice's own code in a Devanagari reader's initial JS, gzip, per page. */
export const SCRIPT_CHOICE_CODE_BUDGET = 300;
