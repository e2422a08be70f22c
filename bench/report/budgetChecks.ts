/**
 * Every budget the results cover, met or not: what `--strict` fails on and results.json records.
 */
import {
  API_ANCHOR_RATIO_BUDGET,
  API_P99_BUDGET_MS,
  API_REQUESTS_PER_SECOND_BUDGET,
  CHOSEN_SCRIPT_JS_BUDGET,
  FIRST_ROUND_TRIP_BYTES,
  jsBudgetOf,
  lighthouseLimits,
  meets,
  FLOOD_READER_P99_BUDGET_MS,
  OTHER_THEME_FRAMES_BUDGET,
  POSTGRES_GROWTH_BUDGET,
  POSTGRES_P99_BUDGET_MS,
  POSTGRES_RECOVERY_BUDGET_MS,
  POSTGRES_THROUGHPUT_RATIO_BUDGET,
  PUBLISH_VISIBLE_BUDGET_MS,
  SCRIPT_CHOICE_CODE_BUDGET,
  SEARCH_FIRST_RESULT_BUDGET_MS,
  SEARCH_INDEX_BUDGET,
  SEARCH_QUERY_P95_BUDGET_MS,
  SITE_SEARCH_INDEX_BUDGET,
  SITE_SEARCH_QUERY_P50_BUDGET_MS,
  SITE_SEARCH_QUERY_P95_BUDGET_MS,
  takeoverBudgetOf,
  TAP_WAIT_BUDGET_MS,
  WORKER_FIRST_VISIT_BUDGET,
  type LighthouseMetric,
  type Limit,
} from '../budgets';
import { loadIsClean } from '../load';
import type { Preset } from '../options';
import type { PageLighthouse } from '../lighthouse';
import { publishFigures, STORE_SIZES, type Mix, type StoreSize } from '../postgresLoad';
import type { BenchResults } from '../results';
import { STATIC_ANCHOR } from '../routes';
import { formatLimit, formatMetric, kb, METRIC_LABELS, pageLabel } from './figures';
import { anchorRatio } from './loadTable';
import { postgresGrowth, throughputRatio } from './postgresLoadTable';

export interface BudgetCheck {
  label: string;
  met: boolean;
}

type CheckedResults = Pick<
  BenchResults,
  | 'bytes'
  | 'firstScreen'
  | 'lighthouse'
  | 'floors'
  | 'darkLighthouse'
  | 'themeFrames'
  | 'load'
  | 'postgresLoad'
  | 'taps'
  | 'search'
  | 'scriptChoiceCode'
  | 'chosenScriptJs'
  | 'offlineReading'
>;

function bytesChecks(bytes: CheckedResults['bytes'] = {}): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [id, page] of Object.entries(bytes)) {
    const budget = jsBudgetOf(id);
    if (budget !== undefined)
      checks.push({ label: `JS gzip ${pageLabel(id)} ${kb(page.js.gzip)} KB <= ${kb(budget)} KB`, met: page.js.gzip <= budget });
  }
  return checks;
}

function scriptChoiceChecks(code: CheckedResults['scriptChoiceCode'] = {}, chosen: CheckedResults['chosenScriptJs']): BudgetCheck[] {
  const checks = Object.entries(code).map(([id, page]) => ({
    label: `the script choice's code in ${pageLabel(id)}'s initial JS (a reader who keeps Devanagari) ${page.gzip} B gzip <= ${SCRIPT_CHOICE_CODE_BUDGET} B`,
    met: page.gzip <= SCRIPT_CHOICE_CODE_BUDGET,
  }));
  if (chosen)
    checks.push({
      label: `what a reader who chose another script loads for it, gzip ${kb(chosen.gzip)} KB <= ${kb(CHOSEN_SCRIPT_JS_BUDGET)} KB`,
      met: chosen.gzip <= CHOSEN_SCRIPT_JS_BUDGET,
    });
  return checks;
}

function offlineReadingChecks(figures: CheckedResults['offlineReading']): BudgetCheck[] {
  if (!figures) return [];
  return Object.entries(figures.worker).flatMap(([id, page]) => [
    {
      label: `service worker, first visit of ${pageLabel(id)}: ${kb(page.sent)} KB fetched <= ${kb(WORKER_FIRST_VISIT_BUDGET)} KB`,
      met: page.sent <= WORKER_FIRST_VISIT_BUDGET,
    },
    {
      label: `service worker, first visit of ${pageLabel(id)}: its first request ${page.firstRequestAfterLoadMs ?? '(none)'} ms after load (after it)`,
      met: page.firstRequestAfterLoadMs === null || page.firstRequestAfterLoadMs >= 0,
    },
    {
      label: `service worker under Save-Data on ${pageLabel(id)}: ${page.saveDataRequests} requests (none)`,
      met: page.saveDataRequests === 0,
    },
  ]);
}

function firstScreenChecks(firstScreen: CheckedResults['firstScreen'] = {}): BudgetCheck[] {
  return Object.entries(firstScreen).map(([id, page]) => ({
    label: `first screen ${pageLabel(id)} (up to its LCP element) complete after ${page.completeAt.toLocaleString('en-US')} bytes with headers <= ${FIRST_ROUND_TRIP_BYTES.toLocaleString('en-US')} (one round trip)`,
    met: page.completeAt <= FIRST_ROUND_TRIP_BYTES,
  }));
}

/** Each page's Lighthouse medians against its budgets; `mobile`: the mobile preset, in either theme. */
function pageLighthouseChecks(
  label: string,
  pages: Record<string, PageLighthouse>,
  floors: Record<string, PageLighthouse> | undefined,
  mobile: boolean,
): BudgetCheck[] {
  return Object.entries(pages).flatMap(([id, page]) =>
    (Object.entries(lighthouseLimits(id, floors?.[id]?.median.lcp, mobile)) as [LighthouseMetric, Limit][]).map(([metric, limit]) => {
      const value = page.median[metric];
      return {
        label: `${label} ${METRIC_LABELS[metric]} ${pageLabel(id)} ${formatMetric(metric, value)} ${formatLimit(metric, limit)}`,
        met: meets(value, limit),
      };
    }),
  );
}

function lighthouseChecks(
  lighthouse: CheckedResults['lighthouse'] = {},
  floors: CheckedResults['floors'],
  darkLighthouse: CheckedResults['darkLighthouse'],
): BudgetCheck[] {
  const checks = (Object.entries(lighthouse) as [Preset, Record<string, PageLighthouse>][]).flatMap(([preset, pages]) =>
    pageLighthouseChecks(preset, pages, floors?.[preset], preset === 'mobile'),
  );
  // The dark theme is held to the light one's budgets, its LCP's floor the light page's (a floor has no styles).
  if (darkLighthouse) checks.push(...pageLighthouseChecks('mobile dark', darkLighthouse, floors?.mobile, true));
  return checks;
}

function themeFrameChecks(themeFrames: CheckedResults['themeFrames'] = {}): BudgetCheck[] {
  return Object.entries(themeFrames).flatMap(([id, runs]) =>
    runs.map((run) => ({
      label: `frames in the other theme ${pageLabel(id)}, ${run.stored} stored on a ${run.system} phone: ${run.otherTheme} of ${run.frames} <= ${OTHER_THEME_FRAMES_BUDGET}`,
      met: run.otherTheme <= OTHER_THEME_FRAMES_BUDGET,
    })),
  );
}

function searchChecks(search: CheckedResults['search']): BudgetCheck[] {
  if (!search) return [];
  const { site, generated } = search;
  const checks: BudgetCheck[] = [
    {
      label: `search index, 1,000 posts ${kb(generated.indexGzip)} KB gzip <= ${kb(SEARCH_INDEX_BUDGET)} KB`,
      met: generated.indexGzip <= SEARCH_INDEX_BUDGET,
    },
    {
      label: `search index, the site's posts ${kb(site.indexGzip)} KB gzip <= ${kb(SITE_SEARCH_INDEX_BUDGET)} KB`,
      met: site.indexGzip <= SITE_SEARCH_INDEX_BUDGET,
    },
    {
      label: `search query p50, site (query table) ${site.queryP50.toFixed(1)} ms <= ${SITE_SEARCH_QUERY_P50_BUDGET_MS} ms`,
      met: site.queryP50 <= SITE_SEARCH_QUERY_P50_BUDGET_MS,
    },
    {
      label: `search query p95, site (query table) ${site.queryP95.toFixed(1)} ms <= ${SITE_SEARCH_QUERY_P95_BUDGET_MS} ms`,
      met: site.queryP95 <= SITE_SEARCH_QUERY_P95_BUDGET_MS,
    },
    {
      label: `search query p95, 1,000 posts ${generated.queryP95.toFixed(0)} ms <= ${SEARCH_QUERY_P95_BUDGET_MS} ms`,
      met: generated.queryP95 <= SEARCH_QUERY_P95_BUDGET_MS,
    },
  ];
  checks.push({
    label: `search first result, cold /search ${site.firstResult.toFixed(0)} ms <= ${SEARCH_FIRST_RESULT_BUDGET_MS} ms`,
    met: site.firstResult <= SEARCH_FIRST_RESULT_BUDGET_MS,
  });
  return checks;
}

function loadChecks(load: CheckedResults['load'] = {}): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const [id, run] of Object.entries(load)) {
    checks.push({ label: `load ${id}: every response correct`, met: loadIsClean(run) });
    if (id === STATIC_ANCHOR.id) continue;
    checks.push({ label: `load ${id}: p99 ${run.p99} ms <= ${API_P99_BUDGET_MS} ms`, met: run.p99 <= API_P99_BUDGET_MS });
    checks.push({
      label: `load ${id}: ${Math.round(run.requestsPerSecond)} req/s >= ${API_REQUESTS_PER_SECOND_BUDGET}`,
      met: run.requestsPerSecond >= API_REQUESTS_PER_SECOND_BUDGET,
    });
    const ratio = anchorRatio(load, id);
    if (ratio !== undefined) {
      checks.push({
        label: `load ${id}: within ${API_ANCHOR_RATIO_BUDGET}x of the static file (${ratio.toFixed(2)}x)`,
        met: ratio <= API_ANCHOR_RATIO_BUDGET,
      });
    }
  }
  return checks;
}

function postgresLoadChecks(postgresLoad: CheckedResults['postgresLoad']): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const mix of ['get_metainfo', 'get_details'] as const satisfies readonly Mix[]) {
    for (const size of Object.keys(STORE_SIZES) as StoreSize[]) {
      const store = postgresLoad?.stores?.[size];
      const postgres = store?.postgres?.[mix];
      const folder = store?.folder?.[mix];
      if (!postgres || !folder) continue;
      const clean = [postgres.whole, postgres.misses, folder.whole, folder.misses].every((run) => run.wrong === 0 && run.requests > 0);
      checks.push({ label: `load over Postgres and the folder (${size}) ${mix}: every response correct`, met: clean });
      const ratio = throughputRatio(store, mix) ?? 0;
      checks.push({
        label: `load over Postgres (${size}) ${mix}: at least ${POSTGRES_THROUGHPUT_RATIO_BUDGET}x the folder's requests/s (${ratio.toFixed(2)}x)`,
        met: ratio >= POSTGRES_THROUGHPUT_RATIO_BUDGET,
      });
      checks.push({
        label: `load over Postgres (${size}) ${mix}: p99 ${postgres.whole.p99} ms <= ${POSTGRES_P99_BUDGET_MS} ms`,
        met: postgres.whole.p99 <= POSTGRES_P99_BUDGET_MS,
      });
    }
    const growth = postgresGrowth(postgresLoad, mix);
    if (growth !== undefined) {
      checks.push({
        label: `load over Postgres ${mix}: p50 at 10k posts within ${POSTGRES_GROWTH_BUDGET}x of 1k (${growth.toFixed(2)}x)`,
        met: growth <= POSTGRES_GROWTH_BUDGET,
      });
    }
  }
  const publish = publishFigures(postgresLoad?.publishVisibleMs);
  if (publish)
    checks.push({
      label: `publish to visible on two server processes: slowest ${publish.max.toFixed(0)} ms <= ${PUBLISH_VISIBLE_BUDGET_MS} ms`,
      met: publish.max <= PUBLISH_VISIBLE_BUDGET_MS,
    });
  const outage = postgresLoad?.outage;
  if (outage)
    checks.push({
      label: `answering again after Postgres is back: ${outage.recoveryMs.toFixed(0)} ms <= ${POSTGRES_RECOVERY_BUDGET_MS} ms`,
      met: outage.recoveryMs <= POSTGRES_RECOVERY_BUDGET_MS,
    });
  const flood = postgresLoad?.flood;
  if (flood)
    checks.push({
      label: `a reader during a flood of new domains and origins: p99 ${flood.reader.p99} ms <= ${FLOOD_READER_P99_BUDGET_MS} ms, every answer correct`,
      met: flood.reader.p99 <= FLOOD_READER_P99_BUDGET_MS && flood.reader.wrong === 0 && flood.reader.requests > 0,
    });
  return checks;
}

function tapsChecks(taps: CheckedResults['taps'] = {}): BudgetCheck[] {
  return Object.entries(taps).flatMap(([id, page]) => {
    const takeover = takeoverBudgetOf(id);
    return [
      ...Object.entries(page.controls).map(([label, control]) => ({
        label: `tap at first paint ${pageLabel(id)} ${label}: waits ${control.waitMs} ms <= ${TAP_WAIT_BUDGET_MS} ms`,
        met: control.waitMs <= TAP_WAIT_BUDGET_MS,
      })),
      ...(takeover === undefined
        ? []
        : [
            {
              label: `React takes over ${pageLabel(id)} ${page.reactAfterPaintMs} ms after paint <= ${takeover} ms (issue 42: within 10% of before)`,
              met: page.reactAfterPaintMs <= takeover,
            },
          ]),
    ];
  });
}

/** Every budget the results cover, met or not. */
export function budgetChecks(results: CheckedResults): BudgetCheck[] {
  return [
    ...bytesChecks(results.bytes),
    ...scriptChoiceChecks(results.scriptChoiceCode, results.chosenScriptJs),
    ...offlineReadingChecks(results.offlineReading),
    ...firstScreenChecks(results.firstScreen),
    ...lighthouseChecks(results.lighthouse, results.floors, results.darkLighthouse),
    ...themeFrameChecks(results.themeFrames),
    ...searchChecks(results.search),
    ...loadChecks(results.load),
    ...postgresLoadChecks(results.postgresLoad),
    ...tapsChecks(results.taps),
  ];
}
