import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerActions, headerMenu } from '../../src/content/navigation';
import { DesktopNav } from '../../src/sections/DesktopNav/DesktopNav';

const meta = {
  title: 'Sections/DesktopNav',
  component: DesktopNav,
  // An open menu hangs below the bar, outside #storybook-root's box.
  parameters: { visual: { fullPage: true } },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
} satisfies Meta<typeof DesktopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While a Radix menu is open it adds focus-proxy spans (aria-hidden, tabindex 0)
 * that forward focus into the menu; axe flags them, but they never keep focus.
 */
const openMenuA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const menu = (name: string) => headerMenu.find((item) => item.name === name)!;
const navOf = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: headerActions.mainNav }));

export const ThreeMenusAndTwoLinksAllClosed: Story = {
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    const items = headerMenu.map((item) =>
      item.subMenu
        ? nav.getByRole('button', { name: item.name })
        : nav.getByRole('link', { name: item.name }),
    );
    // In the menu's order, on one line.
    const tops = new Set(items.map((item) => item.getBoundingClientRect().top));
    await expect(tops.size).toBe(1);
    for (const [index, item] of headerMenu.entries()) {
      if (item.subMenu) await expect(items[index]).toHaveAttribute('aria-expanded', 'false');
      else await expect(items[index]).toHaveAttribute('href', item.link);
    }
  },
};

export const KeyboardOpensAMenuAndFocusShowsEachEntrysDetails: Story = {
  parameters: openMenuA11y,
  play: async ({ canvasElement, step }) => {
    const nav = navOf(canvasElement);
    const trigger = nav.getByRole('button', { name: 'Solutions' });
    const [first, second] = menu('Solutions').subMenu!;
    await step('Tab reaches the first menu, Enter opens it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    });
    await step('Tab walks its entries; the panel follows the focused one', async () => {
      await userEvent.tab();
      await expect(nav.getByRole('link', { name: new RegExp(`^${first!.name}`) })).toHaveFocus();
      await expect(nav.getByText(first!.details.text)).toBeVisible();
      await userEvent.tab();
      await expect(nav.getByRole('link', { name: new RegExp(`^${second!.name}`) })).toHaveFocus();
      await expect(nav.getByText(second!.details.text)).toBeVisible();
      await expect(nav.queryByText(first!.details.text)).toBeNull();
      await expect(
        nav.getByRole('link', { name: `En savoir plus : ${second!.name}` }),
      ).toHaveAttribute('href', second!.details.link);
    });
    await step('Escape closes it and gives the focus back to its button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
      await expect(trigger).toHaveFocus();
    });
  },
};

export const ArrowKeysMoveAlongTheBarAndSpaceOpens: Story = {
  parameters: openMenuA11y,
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    nav.getByRole('button', { name: 'Solutions' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    const developers = nav.getByRole('button', { name: 'Développeurs' });
    await expect(developers).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(developers).toHaveAttribute('aria-expanded', 'true');
    // Its entries under their three sub-headings (English, as the spec names them).
    for (const group of ['Get started', 'Programs', 'Recent']) {
      await expect(await nav.findByText(group)).toHaveAttribute('lang', 'en');
    }
    await expect(nav.getByRole('button', { name: 'Solutions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

export const OneColumnMenuHasNoDetailsPanel: Story = {
  parameters: openMenuA11y,
  play: async ({ canvasElement }) => {
    const nav = navOf(canvasElement);
    await userEvent.click(nav.getByRole('button', { name: 'Ressources' }));
    for (const entry of menu('Ressources').subMenu!) {
      await expect(
        await nav.findByRole('link', { name: new RegExp(`^${entry.name}`) }),
      ).toHaveAttribute('href', entry.link);
    }
    await expect(nav.queryByRole('link', { name: /^En savoir plus/ })).toBeNull();
  },
};

export const HiddenBelowTheDesktopWidth: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The phone menu takes over there; the bar stays in the document, out of sight and of reach.
    await expect(canvasElement.querySelector('nav')).not.toBeVisible();
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
    await expect(within(canvasElement).queryByRole('button', { name: 'Solutions' })).toBeNull();
  },
};
