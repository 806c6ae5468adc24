import { describe, expect, it } from 'vitest';
import { cpuBlockingMs } from './cpu-blocking.mjs';

const page = { pid: 7, tid: 1 };
const ms = (value: number) => value * 1000;
const head = [
  { name: 'thread_name', ph: 'M', pid: 7, tid: 1, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', pid: 7, tid: 2, args: { name: 'Compositor' } },
  { name: 'thread_name', ph: 'M', pid: 3, tid: 1, args: { name: 'CrRendererMain' } },
  {
    name: 'navigationStart',
    ph: 'R',
    ...page,
    ts: ms(100),
    args: { data: { documentLoaderURL: 'http://127.0.0.1/' } },
  },
];
const task = (at: number, wall: number, cpu: number, where = page) => ({
  name: 'RunTask',
  ph: 'X',
  ...where,
  ts: ms(at),
  dur: ms(wall),
  tdur: ms(cpu),
});

describe('cpuBlockingMs', () => {
  it('counts a task by its CPU time, not its wall-clock length', () => {
    // 40 ms waiting for a core, 10 ms running: 10 × 9 − 50.
    expect(cpuBlockingMs([...head, task(200, 50, 10)], 9)).toBe(40);
  });

  it('weighs a task that laid out at half the slowdown, as Lantern does', () => {
    const layout = { name: 'Layout', ph: 'X', ...page, ts: ms(205), dur: ms(8), tdur: ms(8) };
    expect(cpuBlockingMs([...head, task(200, 20, 20), layout], 9)).toBe(40);
  });

  it('sums every task of the page main thread, short ones adding nothing', () => {
    expect(cpuBlockingMs([...head, task(200, 20, 10), task(300, 5, 5), task(400, 30, 20)], 9)).toBe(
      40 + 0 + 130,
    );
  });

  it('leaves out other threads, other processes and what ran before the navigation', () => {
    const events = [
      ...head,
      task(200, 30, 30, { pid: 7, tid: 2 }),
      task(200, 30, 30, { pid: 3, tid: 1 }),
      task(50, 30, 30),
    ];
    expect(cpuBlockingMs(events, 9)).toBe(0);
  });

  it('has no figure for a trace without the navigation', () => {
    expect(cpuBlockingMs(head.slice(0, 3), 9)).toBeUndefined();
  });
});
