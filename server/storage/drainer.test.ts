import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDrainer } from './drainer.mjs';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startDrainer', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    vi.useRealTimers();
  });

  it('drains at start and on every poll, one pass at a time', async () => {
    vi.useFakeTimers();
    const pass = vi.fn(async () => {});
    const drainer = startDrainer(pass, { pollMs: 1000, onError: () => {} });
    stop = drainer.stop;
    await vi.advanceTimersByTimeAsync(0);
    expect(pass).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(pass).toHaveBeenCalledTimes(4);
  });

  it('runs one more pass when nudged during one, and never two at once', async () => {
    let release!: () => void;
    let running = 0;
    let most = 0;
    const pass = vi.fn(async () => {
      running += 1;
      most = Math.max(most, running);
      if (pass.mock.calls.length === 1) await new Promise<void>((r) => (release = r));
      running -= 1;
    });
    const drainer = startDrainer(pass, { pollMs: 60_000, onError: () => {} });
    stop = drainer.stop;
    const first = drainer.nudge();
    drainer.nudge();
    drainer.nudge();
    release();
    await first;
    expect(pass).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('reports a failed pass and drains again on the next nudge', async () => {
    const onError = vi.fn();
    const pass = vi
      .fn<() => Promise<void>>()
      .mockRejectedValueOnce(new Error('storage closed'))
      .mockResolvedValue();
    const drainer = startDrainer(pass, { pollMs: 60_000, onError });
    stop = drainer.stop;
    await settle();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'storage closed' }));
    await drainer.nudge();
    expect(pass).toHaveBeenCalledTimes(2);
  });

  it('stop waits for the pass under way, tells it to stop, and ends the polling', async () => {
    vi.useFakeTimers();
    let release!: () => void;
    const seen: boolean[] = [];
    const pass = vi.fn(async (isStopped: () => boolean) => {
      await new Promise<void>((r) => (release = r));
      seen.push(isStopped());
    });
    const drainer = startDrainer(pass, { pollMs: 1000, onError: () => {} });
    let stopped = false;
    const stopping = drainer.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(seen).toEqual([true]);
    await vi.advanceTimersByTimeAsync(5000);
    expect(pass).toHaveBeenCalledTimes(1);
    expect(drainer.nudge()).toBeUndefined();
  });
});
