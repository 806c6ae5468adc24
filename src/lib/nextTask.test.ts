import { describe, expect, it } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  it('resolves after the current task, its microtasks included', async () => {
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    void Promise.resolve()
      .then(() => order.push('microtask'))
      .then(() => order.push('later microtask'));
    await done;
    expect(order).toEqual(['microtask', 'later microtask', 'next task']);
  });
});
