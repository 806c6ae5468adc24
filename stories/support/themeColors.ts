import { expect, waitFor, within } from 'storybook/test';
import { themes } from '../../tokens';

/** The dark theme's colour roles: what a dark-theme story expects the page to be drawn with. */
export const dark = themes.dark;

/** A token's hex value as `getComputedStyle` reports it: `#080e1a` → `rgb(8, 14, 26)`. */
export function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

type ColorProperty = 'color' | 'backgroundColor' | 'borderTopColor';

/**
 * Each listed property of the element computes to the given token (the property is in the
 * message). Waits a moment: colours may be easing in (a field's border turning to danger,
 * Storybook's own 0.3 s transition on the body's background when the theme changes).
 */
export async function expectColors(
  element: Element,
  expected: Partial<Record<ColorProperty, string>>,
) {
  for (const [property, hex] of Object.entries(expected) as [ColorProperty, string][]) {
    await waitFor(() => expect(getComputedStyle(element)[property], property).toBe(rgb(hex)));
  }
}

/** The whole page is in the dark theme: `data-theme` on <html>, its surface and its text. */
export async function expectDarkPage(canvasElement: HTMLElement) {
  const { documentElement, body } = canvasElement.ownerDocument;
  await expect(documentElement).toHaveAttribute('data-theme', 'dark');
  await expect(getComputedStyle(documentElement).colorScheme).toBe('dark');
  await expectColors(body, { backgroundColor: dark.surface.page, color: dark.text.default });
}

/** A control in error, drawn in the dark theme: danger border on the raised surface, its message in danger. */
export async function expectDarkInvalidControl(control: Element, message: Element) {
  await expectColors(control, {
    borderTopColor: dark.tone.danger.text,
    backgroundColor: dark.surface.raised,
    color: dark.text.default,
  });
  await expectColors(message, { color: dark.tone.danger.text });
}

/** A card raised off the dark page: the raised surface and the subtle border of the dark theme. */
async function expectDarkCard(card: Element) {
  await expectColors(card, {
    backgroundColor: dark.surface.raised,
    borderTopColor: dark.border.subtle,
  });
}

/** A primary button in the dark theme: the light action colour, with dark text on it. */
export async function expectDarkPrimaryButton(button: Element) {
  await expectColors(button, {
    backgroundColor: dark.action.primary.bg,
    color: dark.action.primary.text,
  });
}

/** A sign-in card of the site in the dark theme: the page, the card (a named region), its action. */
export async function expectDarkAuthCard(canvasElement: HTMLElement, card: string, action: string) {
  await expectDarkPage(canvasElement);
  const region = within(canvasElement).getByRole('region', { name: card });
  await expectDarkCard(region);
  await expectDarkPrimaryButton(within(region).getByRole('button', { name: action }));
}
