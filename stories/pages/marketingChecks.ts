import { expect, within } from 'storybook/test';

/** The page has exactly one h1, with this text. */
export async function expectSingleH1(canvasElement: HTMLElement, name: string) {
  const headings = within(canvasElement).getAllByRole('heading', { level: 1 });
  await expect(headings).toHaveLength(1);
  await expect(headings[0]).toHaveTextContent(name);
}

/** Every link with this name points to this href (a page may repeat a call to action). */
export async function expectLinks(canvasElement: HTMLElement, name: string | RegExp, href: string) {
  const links = within(canvasElement).getAllByRole('link', { name });
  await expect(links.length).toBeGreaterThan(0);
  for (const link of links) await expect(link).toHaveAttribute('href', href);
}

/** Nothing sticks out sideways at the story's width. */
export async function expectNoHorizontalScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** Headings never skip a level (h1 → h3 without an h2). */
export async function expectNoSkippedHeadingLevel(canvasElement: HTMLElement) {
  const levels = within(canvasElement)
    .getAllByRole('heading')
    .map((heading) => Number(heading.tagName.slice(1)));
  for (const [index, level] of levels.entries()) {
    await expect(level - (levels[index - 1] ?? 1)).toBeLessThanOrEqual(1);
  }
}

export const desktop = { viewport: { value: 'desktop1280', isRotated: false } } as const;
export const phone = { viewport: { value: 'mobile360', isRotated: false } } as const;

/**
 * Matches copy whatever its spaces: French copy puts no-break spaces before
 * « : ; ? ! », which Testing Library's text matching turns into plain spaces.
 */
export function loose(text: string, { exact = true } = {}) {
  const pattern = text
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  return new RegExp(exact ? `^${pattern}$` : pattern);
}

/** On a phone the element spans the screen but for the container's 16 px gutters. */
export async function expectPhoneColumn(canvasElement: HTMLElement, element: Element) {
  const box = element.getBoundingClientRect();
  await expect(box.left).toBe(16);
  await expect(box.right).toBe(canvasElement.ownerDocument.documentElement.clientWidth - 16);
}
