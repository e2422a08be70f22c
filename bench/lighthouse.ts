/**
 * Lighthouse (npm `lighthouse` 12) on each page with Debian Chromium, `runs` times per preset,
 * third-party hosts blocked. Each metric's median over the runs is reported.
 *
 * Every run is a first visit: a new Chromium with a new profile, so nothing is compiled, cached or
 * stored yet. The budgets hold on these cold figures. A page may also be measured warm, a second
 * time in the same browser right after its cold run: a returning reader's figure, reported beside.
 * The last run's full report of each page and preset goes to bench/lighthouse.tmp/ (ignored by git)
 * for digging into a figure.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import type { Flags, Result } from 'lighthouse';
import type { LighthouseMetric } from './budgets';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import type { Preset } from './options';
import type { MeasuredPage } from './routes';
import { median } from './stats';
import { blockedUrlPatterns } from './thirdParty';

export type MetricValues = Record<LighthouseMetric, number>;

export interface PageLighthouse {
  path: string;
  runs: number;
  /** The median of each metric on its own, over the cold runs. Scores 0–100, FCP, LCP and TBT in ms, CLS unitless. */
  median: MetricValues;
  /** Every cold run's figures, in run order. */
  values: Record<LighthouseMetric, number[]>;
  /** The same page loaded again in the browser of each cold run, when it was measured warm too. */
  warm?: { median: MetricValues; values: Record<LighthouseMetric, number[]> };
  /** Audits that lost points in any run: id → how many runs it failed in. */
  failedAudits: Record<string, number>;
  /** The largest estimated savings of the last run (ms of LCP/FCP, or bytes), for the performance figure. */
  opportunities: { id: string; savingsMs?: number; savingsBytes?: number }[];
  /** Lighthouse's CPU benchmark of this machine at the time (higher is faster), median. */
  benchmarkIndex: number;
  warnings: string[];
}

const METRICS: readonly LighthouseMetric[] = ['performance', 'accessibility', 'bestPractices', 'seo', 'fcp', 'lcp', 'tbt', 'cls'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const REPORT_DIR = path.join(__dirname, 'lighthouse.tmp');

function score(lhr: Result, category: string): number {
  const value = lhr.categories[category]?.score;
  if (value === null || value === undefined) throw new Error(`Lighthouse gave no ${category} score for ${lhr.finalDisplayedUrl}`);
  return Math.round(value * 100);
}

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit} value for ${lhr.finalDisplayedUrl}`);
  return value;
}

function metricsOf(lhr: Result): MetricValues {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
  };
}

/** Weighted audits of the four categories that did not get full marks. */
function failedAuditsOf(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight > 0 || category !== 'performance') failed.add(ref.id);
    }
  }
  return [...failed].sort();
}

function opportunitiesOf(lhr: Result): PageLighthouse['opportunities'] {
  return Object.values(lhr.audits)
    .filter((audit) => audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 1)
    .map((audit) => {
      const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number };
      return { id: audit.id, savingsMs: details.overallSavingsMs, savingsBytes: details.overallSavingsBytes };
    })
    .filter((item) => (item.savingsMs ?? 0) > 0 || (item.savingsBytes ?? 0) > 0)
    .sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || (b.savingsBytes ?? 0) - (a.savingsBytes ?? 0))
    .slice(0, 5);
}

export interface LighthouseOptions {
  origin: string;
  pages: readonly MeasuredPage[];
  presets: readonly Preset[];
  runs: number;
  /** Third-party hosts to block by URL pattern (besides the browser's resolver rules). */
  blockedHosts: readonly string[];
  /** The browser set to dark (`prefers-color-scheme: dark`), as a phone set to dark is. */
  dark?: boolean;
  /** Pages also measured warm, after their cold run in the same browser. */
  warm?: (page: MeasuredPage) => boolean;
  onProgress?: (message: string) => void;
}

/** A new headless Chromium with a profile of its own (chrome-launcher makes one per launch, and removes it). */
async function launchChromium(dark: boolean): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...(dark ? ['--force-dark-mode'] : [])],
    logLevel: 'silent',
    // run.ts owns Ctrl-C (it stops the server too); Chromium goes when this process exits.
    handleSIGINT: false,
  });
}

/** Each metric's runs and their medians. */
function summarise(runs: readonly Result[]): { median: MetricValues; values: Record<LighthouseMetric, number[]> } {
  const metrics = runs.map(metricsOf);
  const values = Object.fromEntries(METRICS.map((metric) => [metric, metrics.map((m) => m[metric])])) as PageLighthouse['values'];
  return { median: Object.fromEntries(METRICS.map((metric) => [metric, median(values[metric])])) as MetricValues, values };
}

export async function runLighthouse(options: LighthouseOptions): Promise<Partial<Record<Preset, Record<string, PageLighthouse>>>> {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  mkdirSync(REPORT_DIR, { recursive: true });

  const measure = async (chrome: chromeLauncher.LaunchedChrome, page: MeasuredPage, preset: Preset): Promise<Result> => {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      blockedUrlPatterns: blockedUrlPatterns(options.blockedHosts),
    };
    const result = await lighthouse(options.origin + page.path, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    return lhr;
  };

  const results: Partial<Record<Preset, Record<string, PageLighthouse>>> = {};
  for (const preset of options.presets) {
    const cold: Record<string, Result[]> = {};
    const warm: Record<string, Result[]> = {};
    // Run by run, each page in turn: a slow spell of the machine spreads over pages instead of hitting one.
    for (let run = 1; run <= options.runs; run++) {
      for (const page of options.pages) {
        options.onProgress?.(`Lighthouse ${preset} run ${run}/${options.runs} ${page.label}`);
        const chrome = await launchChromium(options.dark ?? false);
        const killChrome = () => chrome.kill();
        process.once('exit', killChrome);
        try {
          const lhr = await measure(chrome, page, preset);
          (cold[page.id] ??= []).push(lhr);
          if (run === options.runs)
            writeFileSync(path.join(REPORT_DIR, `${preset}${options.dark ? '-dark' : ''}-${page.id}.json`), JSON.stringify(lhr));
          if (options.warm?.(page)) (warm[page.id] ??= []).push(await measure(chrome, page, preset));
        } finally {
          process.removeListener('exit', killChrome);
          chrome.kill();
        }
      }
    }
    const byPage: Record<string, PageLighthouse> = {};
    for (const page of options.pages) {
      const runs = cold[page.id] ?? [];
      const failedAudits: Record<string, number> = {};
      for (const lhr of runs) for (const id of failedAuditsOf(lhr)) failedAudits[id] = (failedAudits[id] ?? 0) + 1;
      const last = runs[runs.length - 1] as Result;
      const warmRuns = warm[page.id];
      byPage[page.id] = {
        path: page.path,
        runs: runs.length,
        ...summarise(runs),
        ...(warmRuns ? { warm: summarise(warmRuns) } : {}),
        failedAudits,
        opportunities: opportunitiesOf(last),
        benchmarkIndex: median(runs.map((lhr) => lhr.environment.benchmarkIndex)),
        warnings: [...new Set(runs.flatMap((lhr) => lhr.runWarnings))],
      };
    }
    results[preset] = byPage;
  }
  return results;
}
