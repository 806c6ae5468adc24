// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { hydrateServerHtml } from '../../lib/testHydration';
import { CodeBlock } from './CodeBlock';
import type { CodeLanguage } from './highlight';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

const payIn = `curl -X POST "$HOST/api/v1/transaction/pay-in" # paie\nconst ok = true;`;
const payout = `import requests\nrequests.post(f"{host}/api/v1/transfer", json={"amount": 200})`;

/** The block as the docs render it: `hydrating` under the app's hydrateRoot only. */
function Sample({
  code,
  language,
  hydrating,
}: {
  code: string;
  language: CodeLanguage;
  hydrating: boolean;
}) {
  return (
    <CodeBlock
      code={code}
      language={language}
      copyContext="l’exemple"
      hydratesServerHtml={hydrating}
    />
  );
}

const hasFiber = (node: Element) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber$'));

const spansOf = (container: Element) => [...container.querySelectorAll('pre code span')];

/** The block as a prerendered page sends it, then hydrated as src/main.tsx hydrates the page. */
async function hydrated(code = payIn, language: CodeLanguage = 'bash') {
  let serverCode = '';
  const { container, problems, root } = await hydrateServerHtml(
    renderToString(<Sample code={code} language={language} hydrating={false} />),
    <Sample code={code} language={language} hydrating />,
    (sent) => (serverCode = sent.querySelector('pre')!.innerHTML),
  );
  const render = (next: string, nextLanguage: CodeLanguage) =>
    act(async () => {
      root.render(<Sample code={next} language={nextLanguage} hydrating />);
    });
  return { container, serverCode, problems, render };
}

test('a hydrating page keeps the server’s coloured code, which React never renders', async () => {
  const { container, serverCode, problems } = await hydrated();
  expect(spansOf(container).length).toBeGreaterThan(3);
  expect(problems).toEqual([]);
  expect(container.querySelector('pre')!.innerHTML).toBe(serverCode);
  expect(container.querySelector('pre code')!.textContent).toBe(payIn);
  for (const span of spansOf(container)) expect(hasFiber(span)).toBe(false);
  // Its header and its button are React's, as on any page.
  expect(hasFiber(container.querySelector('pre')!)).toBe(true);
  expect(hasFiber(container.querySelector('button')!)).toBe(true);
});

test('its Copier, hydrated, copies the code it was given', async () => {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const { container } = await hydrated();
  const button = container.querySelector('button')!;
  expect(button.getAttribute('aria-disabled')).toBeNull();
  await act(async () => button.click());
  expect(writeText).toHaveBeenCalledWith(payIn);
});

test('another sample in its place (a visit to another page) is rendered by React, and so is a return to the first', async () => {
  const { container, render } = await hydrated();
  await render(payout, 'python');
  const code = container.querySelector('pre code')!;
  expect(code.textContent).toBe(payout);
  expect(spansOf(container).map((span) => span.textContent)).toContain('import');
  for (const span of spansOf(container)) expect(hasFiber(span)).toBe(true);

  await render(payIn, 'bash');
  expect(container.querySelector('pre code')!.textContent).toBe(payIn);
  expect(spansOf(container).map((span) => span.textContent)).toContain('curl');
});

test('a page rendered in the browser colours its code with React', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => {
    createRoot(container).render(<Sample code={payIn} language="bash" hydrating />);
  });
  expect(container.querySelector('pre code')!.textContent).toBe(payIn);
  expect(spansOf(container).length).toBeGreaterThan(3);
  for (const span of spansOf(container)) expect(hasFiber(span)).toBe(true);
});
