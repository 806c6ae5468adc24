// Lighthouse's 3G TBT (Lantern) multiplies each main-thread task's observed, wall-clock length.
// On a 2-core machine that length is mostly waiting for a core: in Lighthouse's own traces the
// API reference's navigation commit took 31–59 ms while its thread ran 9–15 ms, the browser's
// own main thread and Lighthouse sharing the cores meanwhile. So `npm run perf` also prints the
// same arithmetic on each task's own CPU time, a figure that ranks changes to the page's work
// where Lighthouse's spreads as wide as the goal (README, Performance).

/**
 * The page's blocking time counted on CPU time: over every top-level task of the page's
 * renderer main thread from its navigation to the end of the trace, the sum of
 * max(0, the task's CPU time × `slowdown` − 50 ms), with half the slowdown for a task that laid
 * anything out, as Lantern weighs it. Every task counts, those before the first paint included:
 * Lantern's simulation places the document's own (commit, parse, style, layout) after it.
 */
export function cpuBlockingMs(traceEvents, slowdown) {
  const navigation = traceEvents.find(
    (e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!navigation) return undefined;
  const mainThread = traceEvents.find(
    (e) =>
      e.name === 'thread_name' && e.pid === navigation.pid && e.args?.name === 'CrRendererMain',
  );
  if (!mainThread) return undefined;
  const onMain = traceEvents.filter(
    (e) => e.ph === 'X' && e.pid === mainThread.pid && e.tid === mainThread.tid,
  );
  const layouts = onMain.filter((e) => e.name === 'Layout');
  let blocking = 0;
  for (const task of onMain) {
    if (task.name !== 'RunTask' || task.ts < navigation.ts) continue;
    const laidOut = layouts.some((l) => l.ts >= task.ts && l.ts < task.ts + task.dur);
    const cpuMs = (task.tdur ?? 0) / 1000;
    blocking += Math.max(0, cpuMs * (laidOut ? slowdown / 2 : slowdown) - 50);
  }
  return blocking;
}
