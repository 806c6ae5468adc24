// @vitest-environment jsdom
import { act, type MouseEventHandler } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { HydratesServerHtml, StaticPart } from './StaticPart';
import { hydrateServerHtml } from './testHydration';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => document.body.replaceChildren());

const rendered = vi.fn();
/** A part with no control: a paragraph and a link. */
function Text({ words }: { words: { text: string } }) {
  rendered(words.text);
  return (
    <p>
      {words.text} <a href="/faq">FAQ</a>
    </p>
  );
}

const first = { text: 'Le premier texte' };
const second = { text: 'Le second texte' };

function Page({
  words,
  onClick,
}: {
  words: { text: string };
  onClick?: MouseEventHandler<HTMLDivElement>;
}) {
  return (
    <main>
      <h1>Titre</h1>
      <StaticPart part={Text} props={{ words }} content={words} onClick={onClick} />
    </main>
  );
}

const hasFiber = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

async function hydrated(onClick?: MouseEventHandler<HTMLDivElement>) {
  const html = renderToString(<Page words={first} onClick={onClick} />);
  rendered.mockClear();
  const { sent, ...hydration } = await hydrateServerHtml(
    html,
    <HydratesServerHtml value>
      <Page words={first} onClick={onClick} />
    </HydratesServerHtml>,
  );
  return { serverHtml: sent, ...hydration };
}

test('the server writes the part; a hydrating page keeps its markup and never renders it', async () => {
  const { container, serverHtml, problems } = await hydrated();
  expect(serverHtml).toContain('Le premier texte');
  expect(problems).toEqual([]);
  expect(rendered).not.toHaveBeenCalled();
  expect(container.innerHTML).toBe(serverHtml);
  expect(hasFiber(container.querySelector('h1')!)).toBe(true);
  expect(hasFiber(container.querySelector('p')!)).toBe(false);
});

test('its clicks reach the handler React attached to its wrapper', async () => {
  const onClick = vi.fn<MouseEventHandler<HTMLDivElement>>((event) => event.preventDefault());
  const { container } = await hydrated(onClick);
  container.querySelector('a')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(onClick).toHaveBeenCalledTimes(1);
});

test('once hydrated, another content in its place is rendered by React', async () => {
  const { container, root } = await hydrated();
  await act(async () => {
    root.render(
      <HydratesServerHtml value>
        <Page words={second} />
      </HydratesServerHtml>,
    );
  });
  expect(rendered).toHaveBeenCalledWith('Le second texte');
  expect(container.querySelector('p')!.textContent).toBe('Le second texte FAQ');
  expect(hasFiber(container.querySelector('p')!)).toBe(true);
});

test('a return to the hydrated content, after another, is rendered by React', async () => {
  const { container, root } = await hydrated();
  for (const words of [second, first]) {
    await act(async () => {
      root.render(
        <HydratesServerHtml value>
          <Page words={words} />
        </HydratesServerHtml>,
      );
    });
  }
  expect(rendered).toHaveBeenLastCalledWith('Le premier texte');
  expect(container.querySelector('p')!.textContent).toBe('Le premier texte FAQ');
  expect(hasFiber(container.querySelector('p')!)).toBe(true);
});

test('a page rendered in the browser renders it', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(<Page words={first} />);
  });
  expect(container.querySelector('p')!.textContent).toBe('Le premier texte FAQ');
  expect(hasFiber(container.querySelector('p')!)).toBe(true);
});
