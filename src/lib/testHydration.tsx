// Hydration in unit tests (jsdom), as src/main.tsx hydrates a prerendered page: the server's
// HTML in the document, then hydrateRoot over it, what React reported collected, not printed.
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { vi } from 'vitest';

/**
 * Puts `serverHtml` in the document, runs `beforeScripts` on it (what a visitor does before the
 * scripts arrive), then hydrates `element` over it. `sent` is the HTML as the server sent it;
 * `problems` holds React's console errors and recoverable errors (a mismatch), to expect empty.
 */
export async function hydrateServerHtml(
  serverHtml: string,
  element: ReactElement,
  beforeScripts?: (container: HTMLElement) => void,
) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const sent = container.innerHTML;
  beforeScripts?.(container);
  const problems: unknown[] = [];
  const consoleError = vi.spyOn(console, 'error').mockImplementation((...args) => {
    problems.push(args);
  });
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, element, {
      onRecoverableError: (error) => problems.push(error),
    });
  });
  consoleError.mockRestore();
  return { container, sent, problems, root: root! };
}
