import { medianProfile, summariseTrace, type PageProfile, type TraceEvent } from '../../bench/traceSummary';

const MAIN = { pid: 1, tid: 7 };
const at = (ms: number) => ms * 1000;
const frame = (functionName: string, url = '') => ({ functionName, url, lineNumber: 0, columnNumber: 0 });

/** A load whose first paint is at 100 ms: a task before it, a short one and a long one after. */
function trace(): TraceEvent[] {
  return [
    { name: 'navigationStart', cat: 'blink.user_timing', ph: 'R', ts: 0, ...MAIN },
    { name: 'firstContentfulPaint', cat: 'loading', ph: 'R', ts: at(100), ...MAIN },
    { name: 'RunTask', cat: 'toplevel', ph: 'X', ts: at(10), dur: at(80), ...MAIN },
    { name: 'RunTask', cat: 'toplevel', ph: 'X', ts: at(200), dur: at(20), ...MAIN },
    { name: 'FunctionCall', cat: 'devtools.timeline', ph: 'X', ts: at(201), dur: at(15), ...MAIN },
    { name: 'RunTask', cat: 'toplevel', ph: 'X', ts: at(300), dur: at(90), ...MAIN },
    { name: 'Layout', cat: 'devtools.timeline', ph: 'X', ts: at(305), dur: at(60), ...MAIN },
    // Another thread's work is not the page's main thread's.
    { name: 'RunTask', cat: 'toplevel', ph: 'X', ts: at(300), dur: at(500), pid: 1, tid: 8 },
    { name: 'Profile', cat: 'v8', ph: 'P', ts: 0, id: '0x1', ...MAIN, args: { data: { startTime: at(200) } } },
    {
      name: 'ProfileChunk',
      cat: 'v8',
      ph: 'P',
      ts: at(400),
      id: '0x1',
      ...MAIN,
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, callFrame: frame('appendChild') },
              { id: 3, callFrame: frame('(idle)') },
            ],
            samples: [2, 2, 3, 2],
          },
          timeDeltas: [at(1), at(5), at(5), at(5)],
        },
      },
    },
  ];
}

describe('a trace read for what the main thread did after the first paint', () => {
  const profile = summariseTrace('/blog/x', trace(), 1234.5);

  it('counts the main thread’s tasks from the first contentful paint on, and names the long ones with what ran in them', () => {
    expect(profile).toMatchObject({ path: '/blog/x', firstPaintMs: 100, interactiveMs: 1235, tasks: { count: 2, totalMs: 110 } });
    expect(profile.longTasks).toEqual([{ startMs: 300, durationMs: 90, top: 'Layout 60 ms' }]);
  });

  it('adds up the time by activity and the script time by source, idle left out', () => {
    expect(profile.activities).toEqual({ script: 15, layout: 60 });
    // Samples at 201, 206, 211 (idle) and 216 ms: each lasts until the next.
    expect(profile.scriptBySource).toEqual({ '(appendChild)': 10 });
  });

  it('takes each figure’s median over runs, and the long tasks of the run with the median total', () => {
    const run = (totalMs: number, firstPaintMs: number): PageProfile => ({
      ...profile,
      firstPaintMs,
      tasks: { count: 1, totalMs },
      longTasks: [{ startMs: totalMs, durationMs: 60, top: '' }],
    });
    const median = medianProfile([run(300, 90), run(100, 110), run(200, 100)]);
    expect(median.tasks.totalMs).toBe(200);
    expect(median.firstPaintMs).toBe(100);
    expect(median.longTasks).toEqual([{ startMs: 200, durationMs: 60, top: '' }]);
  });
});
