import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { partners } from '../../src/content/homePartners';
import { PartnerStrip } from '../../src/sections/PartnerStrip';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/PartnerStrip',
  component: PartnerStrip,
  args: { content: partners },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PartnerStrip>;

export default meta;
type Story = StoryObj<typeof meta>;

function strip(canvasElement: HTMLElement) {
  const region = within(canvasElement).getByRole('region', { name: partners.title });
  const lists = region.querySelectorAll('ul');
  const visibleList = lists[0] as HTMLUListElement;
  const loopCopy = lists[1] as HTMLUListElement;
  const track = visibleList.parentElement as HTMLElement;
  const root = track.parentElement?.parentElement as HTMLElement;
  return { region, visibleList, loopCopy, track, root };
}

export const NamesEveryBrandOnce: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { region, loopCopy, visibleList } = strip(canvasElement);
    // Assistive tech sees one list; the copy that makes the loop seamless is hidden from it.
    const items = within(region).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(partners.items.map((p) => p.name));
    await expect(loopCopy).toHaveAttribute('aria-hidden', 'true');
    for (const name of [
      'Visa',
      'Mastercard',
      'Wave',
      'Orange Money',
      'Moov Money',
      'MTN MoMo',
      'Free Money',
    ]) {
      await expect(within(visibleList).getByText(name)).toBeVisible();
    }
  },
};

export const HoverPausesTheLoop: Story = {
  play: async ({ canvasElement }) => {
    const { root, track, visibleList } = strip(canvasElement);
    await expect(root).toHaveAttribute('data-paused', 'false');
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
    await userEvent.hover(visibleList);
    await expect(root).toHaveAttribute('data-paused', 'true');
    await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    await userEvent.unhover(visibleList);
    await waitFor(() => expect(root).toHaveAttribute('data-paused', 'false'));
    await expect(getComputedStyle(track).animationPlayState).toBe('running');
  },
};

export const StandsStillWithReducedMotion: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The test runner asks for reduced motion: no animation, no copy, no pause button, the list wraps.
    const { region, track, loopCopy, visibleList } = strip(canvasElement);
    await expect(getComputedStyle(track).animationName).toBe('none');
    await expect(loopCopy).not.toBeVisible();
    await expect(within(region).queryByRole('button')).toBeNull();
    await expect(getComputedStyle(visibleList).flexWrap).toBe('wrap');
  },
};

export const WrapsOnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { region } = strip(canvasElement);
    const items = within(region).getAllByRole('listitem');
    const last = items.at(-1)!.getBoundingClientRect();
    await expect(last.top).toBeGreaterThan(items[0]!.getBoundingClientRect().bottom);
    await expect(last.right).toBeLessThanOrEqual(360);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { region } = strip(canvasElement);
    await expect(region).toHaveAttribute('data-surface', 'sunken');
    await expect(within(region).getAllByRole('listitem')).toHaveLength(partners.items.length);
    await expectDarkPage(canvasElement);
    await expectColors(region, { backgroundColor: dark.surface.sunken });
  },
};
