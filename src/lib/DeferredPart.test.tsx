// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { DeferredPart } from './DeferredPart';
import { HydratesServerHtml } from './StaticPart';
import { hydrateServerHtml } from './testHydration';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** jsdom has no IntersectionObserver: this one reports an intersection when a test says so. */
const observed = new Set<{ callback: IntersectionObserverCallback; target?: Element }>();
class FakeIntersectionObserver {
  private readonly entry: { callback: IntersectionObserverCallback; target?: Element };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback };
  }
  observe(target: Element) {
    this.entry.target = target;
    observed.add(this.entry);
  }
  disconnect() {
    observed.delete(this.entry);
  }
}
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});

async function scrollNear() {
  await act(async () => {
    for (const { callback, target } of [...observed]) {
      callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
    }
  });
}

afterEach(() => {
  document.body.replaceChildren();
  observed.clear();
});

/** A part with a control: a counter whose button works once hydrated. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <p>Compteur : {count}</p>
      <button type="button" onClick={() => setCount(count + 1)}>
        Ajouter
      </button>
    </section>
  );
}

const load = vi.fn(() => Promise.resolve(Counter));

function Page() {
  return (
    <main>
      <h1>Titre</h1>
      <DeferredPart load={load} />
    </main>
  );
}

const hasFiber = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

async function serverHtml() {
  const { prelude } = await prerender(<Page />);
  return new Response(prelude).text();
}

async function hydrated() {
  const html = await serverHtml();
  load.mockClear();
  return hydrateServerHtml(
    html,
    <HydratesServerHtml value>
      <Page />
    </HydratesServerHtml>,
  );
}

test('the server writes the part; a hydrating page keeps its markup and loads nothing until it is near', async () => {
  const { container, sent, problems } = await hydrated();
  expect(sent).toMatch(/<section><p>Compteur : (<!-- -->)?0<\/p><button/);
  expect(problems).toEqual([]);
  expect(load).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(sent);
  expect(hasFiber(container.querySelector('h1')!)).toBe(true);
  expect(hasFiber(container.querySelector('button')!)).toBe(false);
  // What is observed is the server's markup, not the wrapper, which has no box.
  expect([...observed].map(({ target }) => target?.tagName)).toEqual(['SECTION']);
});

test('near the viewport, the part loads and hydrates the server’s markup, which then works', async () => {
  const { container, sent, problems } = await hydrated();
  await scrollNear();
  expect(load).toHaveBeenCalledOnce();
  expect(problems).toEqual([]);
  expect(container.innerHTML).toBe(sent);
  const button = container.querySelector('button')!;
  expect(hasFiber(button)).toBe(true);
  await act(async () => button.click());
  expect(container.querySelector('p')!.textContent).toBe('Compteur : 1');
});

test('the page rendering again before the part is near keeps the server’s markup', async () => {
  const { container, sent, problems, root } = await hydrated();
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    problems.push(args);
  });
  // New elements: the page and the part render again (the same element would stop React at the root).
  await act(async () =>
    root.render(
      <HydratesServerHtml value>
        <Page />
      </HydratesServerHtml>,
    ),
  );
  consoleError.mockRestore();
  expect(problems).toEqual([]);
  expect(container.innerHTML).toBe(sent);
  expect(load).not.toHaveBeenCalled();
});

test('a page rendered in the browser loads the part at once', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  load.mockClear();
  await act(async () =>
    createRoot(container).render(
      <HydratesServerHtml value>
        <Page />
      </HydratesServerHtml>,
    ),
  );
  expect(load).toHaveBeenCalledOnce();
  expect(container.querySelector('p')!.textContent).toBe('Compteur : 0');
});
