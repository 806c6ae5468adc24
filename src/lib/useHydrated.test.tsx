// @vitest-environment jsdom
import { useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, expect, test, vi } from 'vitest';
import { useHydrated } from './useHydrated';

// No act(): it would run every update at once; the test reads the order React's own scheduler
// gives them.
let steps: string[] = [];
beforeEach(() => {
  steps = [];
});

function Control() {
  const hydrated = useHydrated();
  steps.push(`render ${hydrated}`);
  useEffect(() => {
    // Runs once the task that ran the effects has ended: a render React does synchronously
    // at the end of that task comes before it, one in a task of its own after it.
    queueMicrotask(() => steps.push('after the effects’ task'));
  }, []);
  return <button disabled={!hydrated}>Envoyer</button>;
}

test('the server renders it false', () => {
  expect(renderToString(<Control />)).toContain('disabled');
});

test('a hydrated component renders false, then true in a task of its own after hydration', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Control />);
  steps = [];
  const problems: unknown[] = [];
  hydrateRoot(container, <Control />, { onRecoverableError: (error) => problems.push(error) });
  await vi.waitFor(() => expect(container.querySelector('button')!.disabled).toBe(false));
  expect(problems).toEqual([]);
  expect(steps).toEqual(['render false', 'after the effects’ task', 'render true']);
});

test('a component mounted in the browser is true from its first render', async () => {
  const container = document.createElement('div');
  createRoot(container).render(<Control />);
  await vi.waitFor(() => expect(steps).toContain('after the effects’ task'));
  expect(steps).toEqual(['render true', 'after the effects’ task']);
  expect(container.querySelector('button')!.disabled).toBe(false);
});
