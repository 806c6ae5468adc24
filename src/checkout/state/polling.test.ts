import { describe, expect, it } from 'vitest';
import { pollDelay } from './polling';

describe('pollDelay', () => {
  const timing = { firstPollMs: 2000, maxPollMs: 10_000, timeoutMs: 180_000 };
  it('backs off by half again from the first delay', () => {
    expect([0, 1, 2, 3].map((n) => pollDelay(n, timing))).toEqual([2000, 3000, 4500, 6750]);
  });
  it('never waits longer than the cap', () => {
    expect(pollDelay(4, timing)).toBe(10_000);
    expect(pollDelay(30, timing)).toBe(10_000);
  });
});
