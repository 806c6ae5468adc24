// @vitest-environment jsdom
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';
import { hydrateAsTransition } from './hydrate';

// No act(): it would render everything at once; the test reads the order React's own scheduler
// gives the work.
let steps: string[] = [];

/** Longer than the slice React renders before giving the thread back (5 ms), on any machine. */
function workLongerThanASlice() {
  const until = performance.now() + 6;
  while (performance.now() < until);
}

function SlowPart({ name }: { name: string }) {
  workLongerThanASlice();
  steps.push(`render ${name}`);
  // Runs once the task that rendered it has ended.
  queueMicrotask(() => steps.push(`after ${name}’s task`));
  return <p>{name}</p>;
}

const page = (
  <>
    <SlowPart name="a" />
    <SlowPart name="b" />
    <SlowPart name="c" />
  </>
);

test('hydrates in slices, a task ending after each slow part, without a mismatch', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  await Promise.resolve(); // the server render's own microtasks
  steps = [];
  const problems: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    problems.push(args);
  });
  hydrateAsTransition(container, page);
  await vi.waitFor(() => expect(steps).toContain('after c’s task'));
  expect(steps).toEqual([
    'render a',
    'after a’s task',
    'render b',
    'after b’s task',
    'render c',
    'after c’s task',
  ]);
  expect(problems).toEqual([]);
});
