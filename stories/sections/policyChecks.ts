import { expect, within } from 'storybook/test';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

/** A policy document drawn in the dark theme: its title, its sunken summary, its links and table heads. */
export async function expectDarkPolicy(canvasElement: HTMLElement) {
  await expectDarkPage(canvasElement);
  const canvas = within(canvasElement);
  await expectColors(canvas.getByRole('heading', { level: 1 }), { color: dark.text.default });
  const summary = canvas.getByRole('navigation', { name: 'Sommaire' });
  await expectColors(summary, { backgroundColor: dark.surface.sunken });
  const links = within(summary).getAllByRole('link');
  await expect(links.length).toBeGreaterThan(0);
  for (const link of links) await expectColors(link, { color: dark.text.link });
  for (const head of canvas.queryAllByRole('columnheader')) {
    await expectColors(head, { backgroundColor: dark.surface.sunken });
  }
}
