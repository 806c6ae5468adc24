import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { hero } from '../../src/content/homeHero';
import { site } from '../../src/content/site';
import { Hero } from '../../src/sections/Hero';
import type { StoryLoaded } from '../support/loaders';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  args: { content: hero },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const start = canvas.getByRole('link', { name: hero.startLabel });
  const contact = canvas.getByRole('link', { name: hero.contactLabel });
  const actions = start.parentElement as HTMLElement;
  const art = canvasElement.querySelector('svg[viewBox="0 0 400 440"]') as SVGElement;
  return { canvas, start, contact, actions, art };
}

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas, start, contact, actions, art } = parts(canvasElement);
    await expect(canvas.getByRole('region', { name: hero.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
    await expect(start).toHaveAttribute('href', site.merchantRegisterUrl);
    await expect(contact).toHaveAttribute('href', paths.contactUs);
    await expect(getComputedStyle(actions).flexDirection).toBe('row');
    // Side by side: same top, the second to the right of the first.
    await expect(contact.getBoundingClientRect().top).toBe(start.getBoundingClientRect().top);
    await expect(art).toBeVisible();
    await expect(art).toHaveAttribute('aria-hidden', 'true');
  },
};

export const CompactUnder768: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { start, contact, actions, art } = parts(canvasElement);
    await expect(getComputedStyle(actions).flexDirection).toBe('column');
    // Stacked at full width: the thumb reaches both, one above the other.
    await expect(contact.getBoundingClientRect().top).toBeGreaterThan(
      start.getBoundingClientRect().bottom,
    );
    await expect(start.getBoundingClientRect().width).toBe(actions.getBoundingClientRect().width);
    await expect(start.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(art).not.toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const FullLayoutFrom768: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { actions, art } = parts(canvasElement);
    await expect(getComputedStyle(actions).flexDirection).toBe('row');
    await expect(art).toBeVisible();
  },
};

export const ContactUsNavigates: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { contact } = parts(canvasElement);
    await userEvent.click(contact);
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe(paths.contactUs);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { canvas } = parts(canvasElement);
    await expectDarkPage(canvasElement);
    await expectColors(canvas.getByRole('heading', { level: 1 }), { color: dark.text.default });
  },
};
