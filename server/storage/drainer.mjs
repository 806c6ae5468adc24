// The loop both outboxes (the support mail forwarder, the webhook deliverer) are drained by: a
// pass at start, every `pollMs`, and whenever a new row is stored; never two passes at once.

/**
 * Starts draining: `drainPass(isStopped)` empties what is due and checks `isStopped()` between
 * batches. A nudge during a pass asks for one more pass after it, so a row stored meanwhile is
 * not left for the next poll. `stop()` ends the polling and waits for the pass under way.
 * @param {(isStopped: () => boolean) => Promise<void>} drainPass
 * @param {{ pollMs: number, onError: (error: unknown) => void }} options
 */
export function startDrainer(drainPass, { pollMs, onError }) {
  let draining;
  let again = false;
  let stopped = false;
  const isStopped = () => stopped;

  async function drainAll() {
    do {
      again = false;
      await drainPass(isStopped);
    } while (again && !stopped);
  }

  const nudge = () => {
    if (stopped) return draining;
    if (draining) {
      again = true;
      return draining;
    }
    draining = drainAll()
      .catch(onError)
      .finally(() => {
        draining = undefined;
      });
    return draining;
  };
  const timer = setInterval(nudge, pollMs);
  timer.unref();
  nudge();

  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await draining;
    },
  };
}
