/**
 * A Chromium performance trace of a page load, read for what the main thread did after the first contentful paint
 * (`npm run bench:profile`, bench/profile.ts): its tasks, the long ones and what ran in them, its time by activity, and
 * its script time by source file, read back through the build's source maps in dist/.
 */
import { readFileSync } from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';
import { ROOT_DIR } from './server';
import { sourceFile } from './sourceFile';
import { median as medianOf } from './stats';

/** A task over this long holds up input: Chromium's and Lighthouse's long task. */
export const LONG_TASK_MS = 50;

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; data?: ProfileData & { startTime?: number } };
}

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

interface ProfileData {
  cpuProfile?: { nodes?: Array<{ id: number; callFrame: CallFrame }>; samples?: number[] };
  timeDeltas?: number[];
}

/** The work of a trace event, by activity (Chromium's own event names). */
const ACTIVITIES: Record<string, string> = {
  EvaluateScript: 'script',
  FunctionCall: 'script',
  TimerFire: 'script',
  EventDispatch: 'script',
  FireAnimationFrame: 'script',
  RunMicrotasks: 'script',
  'v8.compile': 'compiling script',
  'v8.compileModule': 'compiling script',
  'V8.CompileCode': 'compiling script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  ParseHTML: 'parsing HTML',
  ParseAuthorStyleSheet: 'parsing CSS',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
};

export interface PageProfile {
  path: string;
  firstPaintMs: number;
  interactiveMs: number | undefined;
  tasks: { count: number; totalMs: number };
  longTasks: Array<{ startMs: number; durationMs: number; top: string }>;
  activities: Record<string, number>;
  scriptBySource: Record<string, number>;
}

const ms = (microseconds: number) => Math.round(microseconds / 100) / 10;

/** The build's source map of each script the trace names, read once (Node's own reader). */
const sourceMaps = new Map<string, SourceMap | undefined>();
function sourceMapOf(url: string): SourceMap | undefined {
  const pathname = url.startsWith('http') ? new URL(url).pathname : '';
  if (!sourceMaps.has(pathname)) {
    let map: SourceMap | undefined;
    try {
      map = new SourceMap(JSON.parse(readFileSync(path.join(ROOT_DIR, 'dist', `${pathname}.map`), 'utf8')) as SourceMapPayload);
    } catch {
      map = undefined;
    }
    sourceMaps.set(pathname, map);
  }
  return sourceMaps.get(pathname);
}

/** `node_modules/react-dom/…` → `react-dom`, `src/features/blog/X.tsx` → itself, an inline script → `(inline script)`. */
function sourceName(source: string | null | undefined): string {
  if (!source) return '(bundle, unmapped)';
  const file = sourceFile(source);
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  return pkg ? (pkg[1] ?? file) : file;
}

function sourceOf(frame: CallFrame): string {
  if (!frame.url) return frame.functionName ? `(${frame.functionName.replace(/^\(|\)$/g, '')})` : '(native)';
  if (!frame.url.includes('/assets/js/')) return '(inline script)';
  const entry = sourceMapOf(frame.url)?.findEntry(frame.lineNumber, frame.columnNumber);
  return sourceName(entry && 'originalSource' in entry ? entry.originalSource : undefined);
}

const add = (totals: Record<string, number>, key: string, amount: number) => {
  totals[key] = (totals[key] ?? 0) + amount;
};

/** The renderer's main thread: where the page's first contentful paint was recorded. */
function mainThreadOf(events: readonly TraceEvent[]): { pid: number; tid: number; fcp: number } {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  return { pid: paint.pid, tid: paint.tid, fcp: paint.ts };
}

/** Each sample of the main thread's CPU profile: when it was taken and what was running (the leaf frame). */
function samplesOf(events: readonly TraceEvent[], pid: number, tid: number): Array<{ ts: number; frame: CallFrame }> {
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  if (!profile?.id || profile.args?.data?.startTime === undefined) return [];
  const frames = new Map<number, CallFrame>();
  const samples: Array<{ ts: number; frame: CallFrame }> = [];
  let ts = profile.args.data.startTime;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.id !== profile.id || chunk.pid !== pid) continue;
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) frames.set(node.id, node.callFrame);
    const ids = data?.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      ts += data?.timeDeltas?.[index] ?? 0;
      const frame = frames.get(id);
      if (frame) samples.push({ ts, frame });
    });
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/** Script time by source file, from the CPU profile's samples (each lasting until the next), and each sample's source. */
function scriptTimeBySource(samples: ReadonlyArray<{ ts: number; frame: CallFrame }>) {
  const bySource: Record<string, number> = {};
  const sampleSources: Array<{ ts: number; source: string }> = [];
  samples.forEach((sample, index) => {
    const next = samples[index + 1];
    const source = sourceOf(sample.frame);
    if (!next || source === '(idle)') return;
    add(bySource, source, next.ts - sample.ts);
    sampleSources.push({ ts: sample.ts, source });
  });
  return { bySource, sampleSources };
}

/** The main thread's time by activity, each part counted once: an event inside another of its activity is in it already. */
function timeByActivity(onMain: readonly TraceEvent[]): Record<string, number> {
  const activities: Record<string, number> = {};
  const open: Array<{ end: number; activity: string }> = [];
  for (const event of onMain) {
    const activity = ACTIVITIES[event.name];
    if (!activity) continue;
    while (open.length > 0 && (open[open.length - 1]?.end ?? 0) <= event.ts) open.pop();
    if (open.some((outer) => outer.activity === activity)) continue;
    add(activities, activity, event.dur ?? 0);
    open.push({ end: event.ts + (event.dur ?? 0), activity });
  }
  return activities;
}

/** What ran in a task: its three main script sources, then its layout, style and paint events of 5 ms or more. */
function whatRanIn(task: TraceEvent, onMain: readonly TraceEvent[], sampleSources: ReadonlyArray<{ ts: number; source: string }>): string {
  const end = task.ts + (task.dur ?? 0);
  const within = (ts: number) => ts >= task.ts && ts < end;
  const sources: Record<string, number> = {};
  for (const sample of sampleSources) if (within(sample.ts) && !sample.source.startsWith('(')) add(sources, sample.source, 1);
  const parts: Record<string, number> = {};
  for (const event of onMain) {
    const activity = ACTIVITIES[event.name];
    if (activity && activity !== 'script' && within(event.ts)) add(parts, event.name, event.dur ?? 0);
  }
  const byWeight = (totals: Record<string, number>) => Object.entries(totals).sort((a, b) => b[1] - a[1]);
  return [
    ...byWeight(sources)
      .slice(0, 3)
      .map(([source]) => source),
    ...byWeight(parts)
      .filter(([, duration]) => duration >= 5000)
      .map(([name, duration]) => `${name} ${ms(duration)} ms`),
  ].join(', ');
}

export function summariseTrace(pagePath: string, events: readonly TraceEvent[], interactiveAt: number | undefined): PageProfile {
  const { pid, tid, fcp } = mainThreadOf(events);
  const navigation = events.find((event) => event.name === 'navigationStart' && event.pid === pid)?.ts ?? fcp;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.ts >= fcp);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && (event.dur ?? 0) > 0);
  const { bySource, sampleSources } = scriptTimeBySource(samplesOf(events, pid, tid).filter((sample) => sample.ts >= fcp));
  const inMs = (totals: Record<string, number>) => Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, ms(value)]));
  return {
    path: pagePath,
    firstPaintMs: ms(fcp - navigation),
    interactiveMs: interactiveAt === undefined ? undefined : Math.round(interactiveAt),
    tasks: { count: tasks.length, totalMs: ms(tasks.reduce((total, task) => total + (task.dur ?? 0), 0)) },
    longTasks: tasks
      .filter((task) => (task.dur ?? 0) > LONG_TASK_MS * 1000)
      .map((task) => ({ startMs: ms(task.ts - navigation), durationMs: ms(task.dur ?? 0), top: whatRanIn(task, onMain, sampleSources) })),
    activities: inMs(timeByActivity(onMain)),
    scriptBySource: inMs(bySource),
  };
}

/** The runs of one page as one: each figure's median, and the long tasks of the run whose tasks took the median time. */
export function medianProfile(runs: readonly PageProfile[]): PageProfile {
  const median = (values: readonly number[]) => Math.round(medianOf(values) * 10) / 10;
  const byTasks = [...runs].sort((a, b) => a.tasks.totalMs - b.tasks.totalMs);
  const middle = byTasks[Math.floor((byTasks.length - 1) / 2)] as PageProfile;
  const medianEach = (pick: (run: PageProfile) => Record<string, number>) => {
    const keys = new Set(runs.flatMap((run) => Object.keys(pick(run))));
    return Object.fromEntries([...keys].map((key) => [key, median(runs.map((run) => pick(run)[key] ?? 0))]));
  };
  const interactive = runs.flatMap((run) => (run.interactiveMs === undefined ? [] : [run.interactiveMs]));
  return {
    path: middle.path,
    firstPaintMs: median(runs.map((run) => run.firstPaintMs)),
    interactiveMs: interactive.length > 0 ? median(interactive) : undefined,
    tasks: { count: median(runs.map((run) => run.tasks.count)), totalMs: median(runs.map((run) => run.tasks.totalMs)) },
    longTasks: middle.longTasks,
    activities: medianEach((run) => run.activities),
    scriptBySource: medianEach((run) => run.scriptBySource),
  };
}
