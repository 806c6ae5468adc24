import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerActions, headerMenu } from '../../src/content/navigation';
import { MobileNav } from '../../src/sections/MobileNav';
import type { StoryLoaded } from '../support/loaders';
import { resetAppStores } from '../support/resetStores';

const meta = {
  title: 'Sections/MobileNav',
  component: MobileNav,
  // The drawer is a modal dialog in the top layer, outside #storybook-root's box.
  parameters: { visual: { fullPage: true } },
  beforeEach: resetAppStores,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
} satisfies Meta<typeof MobileNav>;

export default meta;
type Story = StoryObj<typeof meta>;

const ressources = headerMenu.find((item) => item.name === 'Ressources')!;

function parts(canvasElement: HTMLElement) {
  const body = within(canvasElement.ownerDocument.body);
  const open = body.getByRole('button', { name: headerActions.openMenu });
  return { body, open };
}

async function openDrawer(canvasElement: HTMLElement) {
  const { body, open } = parts(canvasElement);
  await userEvent.click(open);
  const drawer = await body.findByRole('dialog', { name: headerActions.mainNav });
  return { body, open, drawer, inDrawer: within(drawer) };
}

export const ClosedItIsOneMenuButton: Story = {
  play: async ({ canvasElement }) => {
    const { body, open } = parts(canvasElement);
    await expect(open).toBeVisible();
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    // A full thumb's target.
    await expect(open.getBoundingClientRect().width).toBeGreaterThanOrEqual(44);
    await expect(open.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(body.queryByRole('dialog')).toBeNull();
  },
};

export const OpensAsADrawerAndClosesWithItsButton: Story = {
  play: async ({ canvasElement, step }) => {
    const { body, open, drawer, inDrawer } = await openDrawer(canvasElement);
    await step('Open: a modal drawer holding the menu and the account links', async () => {
      await expect(open).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer).toBeVisible();
      await expect(drawer).toContainElement(
        canvasElement.ownerDocument.activeElement as HTMLElement,
      );
      for (const item of headerMenu) {
        await expect(
          inDrawer.getByRole(item.subMenu ? 'button' : 'link', { name: item.name }),
        ).toBeVisible();
      }
      await expect(
        inDrawer.getByRole('link', { name: headerActions.register.label }),
      ).toHaveAttribute('href', headerActions.register.href);
      // Within the phone's width.
      await expect(drawer.getBoundingClientRect().right).toBeLessThanOrEqual(360);
    });
    await step('Its close button closes it and gives the focus back', async () => {
      await userEvent.click(inDrawer.getByRole('button', { name: headerActions.closeMenu }));
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      // The trigger's state and focus follow the drawer's close a frame later on a busy machine.
      await waitFor(() => expect(open).toHaveAttribute('aria-expanded', 'false'));
      await waitFor(() => expect(open).toHaveFocus());
    });
  },
};

export const ASectionShowsItsLinksThenFolds: Story = {
  play: async ({ canvasElement, step }) => {
    const { inDrawer } = await openDrawer(canvasElement);
    const section = inDrawer.getByRole('button', { name: ressources.name });
    await step('Closed at first', async () => {
      await expect(section).toHaveAttribute('aria-expanded', 'false');
      await expect(inDrawer.queryByRole('link', { name: 'Contact' })).toBeNull();
    });
    await step('A press lists its links', async () => {
      await userEvent.click(section);
      await expect(section).toHaveAttribute('aria-expanded', 'true');
      const list = canvasElement.ownerDocument.getElementById(
        section.getAttribute('aria-controls')!,
      )!;
      for (const entry of ressources.subMenu!) {
        await expect(within(list).getByRole('link', { name: entry.name })).toHaveAttribute(
          'href',
          entry.link,
        );
      }
    });
    await step('A second press folds it', async () => {
      await userEvent.click(section);
      await expect(section).toHaveAttribute('aria-expanded', 'false');
      await expect(inDrawer.queryByRole('link', { name: 'Contact' })).toBeNull();
    });
  },
};

export const ChoosingALinkNavigatesAndCloses: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { body, inDrawer } = await openDrawer(canvasElement);
    await userEvent.click(inDrawer.getByRole('link', { name: 'Tarifs' }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe(
      headerMenu.find((item) => item.name === 'Tarifs')!.link,
    );
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const PressOnTheBackdropCloses: Story = {
  play: async ({ canvasElement }) => {
    const { body, drawer } = await openDrawer(canvasElement);
    // The drawer leaves a strip of the dimmed page at its left: a press there lands on the dialog itself.
    const panel = drawer.firstElementChild!.getBoundingClientRect();
    await expect(panel.left).toBeGreaterThan(0);
    await userEvent.pointer({
      keys: '[MouseLeft]',
      target: drawer,
      coords: { clientX: panel.left / 2, clientY: 300 },
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const HiddenFromTheDesktopWidth: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The menu bar takes over there.
    await expect(
      within(canvasElement).queryByRole('button', { name: headerActions.openMenu }),
    ).toBeNull();
  },
};
