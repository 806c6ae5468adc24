import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { headerMenu } from '../../src/content/navigation';
import { site } from '../../src/content/site';
import { scriptsPendingReason } from '../../src/kit';
import { loadDesktopNav } from '../../src/sections/DesktopNav';
import { SiteHeader } from '../../src/sections/SiteHeader';
import { asServerHtml } from '../kit/asServerHtml';
import type { StoryLoaded } from '../support/loaders';
import { resetAppStores } from '../support/resetStores';

const meta = {
  title: 'Sections/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen', visual: { fullPage: true } },
  beforeEach: resetAppStores,
  // The menu bar's code is a chunk of its own (a phone never loads it): here before the header
  // renders, as on a wide page once the bar has taken over from the server's.
  loaders: [
    async () => {
      await loadDesktopNav();
      return {};
    },
  ],
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * While a Radix menu is open it adds focus-proxy spans (aria-hidden, tabindex 0)
 * that forward focus into the menu; axe flags them, but they never keep focus.
 */
const openMenuA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const solutions = headerMenu.find((item) => item.name === 'Solutions')!;
const developers = headerMenu.find((item) => item.name === 'Développeurs')!;

export const DesktopMenuBar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
    for (const name of ['Solutions', 'Développeurs', 'Ressources']) {
      await expect(within(nav).getByRole('button', { name })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    await expect(within(nav).getByRole('link', { name: 'Tarifs' })).toHaveAttribute(
      'href',
      '/tarif',
    );
    await expect(within(nav).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    await expect(canvas.getByRole('link', { name: 'Yonnee, accueil' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      site.merchantLoginUrl,
    );
    await expect(canvas.getByRole('link', { name: 'Démarrer' })).toHaveAttribute(
      'href',
      site.merchantRegisterUrl,
    );
    await expect(canvas.queryByRole('button', { name: 'Ouvrir le menu' })).not.toBeInTheDocument();
    const header = canvas.getByRole('banner');
    await expect(header.getBoundingClientRect().height).toBe(64);
    await expect(getComputedStyle(header).position).toBe('fixed');
  },
};

export const SolutionsOpensOnClickWithDetailPanel: Story = {
  parameters: openMenuA11y,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    await step('Hovering does not open it: the spec asks for a click', async () => {
      await userEvent.hover(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('A click opens the four solutions in two columns', async () => {
      await userEvent.click(trigger);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      for (const entry of solutions.subMenu!) {
        await expect(
          await canvas.findByRole('link', { name: new RegExp(`^${entry.name}`) }),
        ).toHaveAttribute('href', entry.link);
      }
    });
    await step('Hovering an entry shows its details', async () => {
      const second = solutions.subMenu![1]!;
      await userEvent.hover(canvas.getByRole('link', { name: new RegExp(`^${second.name}`) }));
      await expect(await canvas.findByText(second.details.text)).toBeVisible();
      await expect(
        canvas.getByRole('link', { name: `En savoir plus : ${second.name}` }),
      ).toHaveAttribute('href', second.details.link);
    });
  },
};

export const DevelopersMenuHasThreeGroups: Story = {
  parameters: openMenuA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Développeurs' }));
    for (const group of ['Get started', 'Programs', 'Recent'])
      await expect(await canvas.findByText(group)).toBeVisible();
    for (const entry of developers.subMenu!) {
      await expect(
        canvas.getByRole('link', { name: new RegExp(`^${entry.name}`) }),
      ).toHaveAttribute('href', entry.link);
    }
    await expect(developers.subMenu).toHaveLength(7);
  },
};

export const RessourcesIsOneColumn: Story = {
  parameters: openMenuA11y,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Ressources' }));
    await expect(await canvas.findByRole('link', { name: /^À propos/ })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(canvas.getByRole('link', { name: /^Contact/ })).toHaveAttribute(
      'href',
      '/contacteznous',
    );
    await expect(canvas.queryByText(/En savoir plus/)).not.toBeInTheDocument();
  },
};

export const PressOutsideCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const ChoosingAnEntryNavigatesAndCloses: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    await userEvent.click(trigger);
    await userEvent.click(await canvas.findByRole('link', { name: /^Collecte/ }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/collect');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const KeyboardOpensMovesAndEscapes: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Solutions' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toHaveAccessibleName(
      /^Paiement de masse/,
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(trigger).toHaveFocus();
  },
};

export const ThemeControlInHeader: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Sombre' }));
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await userEvent.click(canvas.getByRole('radio', { name: 'Clair' }));
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('light');
  },
};

export const PhoneShowsTheDrawerButton: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Ouvrir le menu' })).toBeVisible();
    await expect(
      canvas.getAllByRole('link', { name: 'Se connecter', hidden: true })[0],
    ).not.toBeVisible();
    await expect(
      canvas.getAllByRole('button', { name: 'Solutions', hidden: true })[0],
    ).not.toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};

export const PhoneDrawerOneSectionAtATime: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    const openButton = body.getByRole('button', { name: 'Ouvrir le menu' });
    await userEvent.click(openButton);
    const drawer = await body.findByRole('dialog', { name: 'Navigation principale' });
    const inDrawer = within(drawer);
    await step('Expanding one section collapses the other', async () => {
      await userEvent.click(inDrawer.getByRole('button', { name: 'Solutions' }));
      await expect(inDrawer.getByRole('link', { name: 'Collecte' })).toBeVisible();
      await userEvent.click(inDrawer.getByRole('button', { name: 'Développeurs' }));
      await expect(inDrawer.getByRole('button', { name: 'Solutions' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(
        inDrawer.getByRole('link', { name: 'Collecte', hidden: true }),
      ).not.toBeVisible();
      await expect(inDrawer.getByRole('link', { name: 'Présentation' })).toBeVisible();
    });
    await step('Clicking the open section closes it', async () => {
      await userEvent.click(inDrawer.getByRole('button', { name: 'Développeurs' }));
      await expect(inDrawer.getByRole('button', { name: 'Développeurs' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
    await step('Escape closes the drawer and focus returns to its button', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(drawer).not.toBeVisible());
      await expect(openButton).toHaveFocus();
    });
  },
};

export const PhoneDrawerLinkNavigatesAndCloses: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Navigation principale' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Solutions' }));
    await userEvent.click(within(drawer).getByRole('link', { name: 'Collecte' }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/collect');
    await waitFor(() => expect(drawer).not.toBeVisible());
    await userEvent.click(body.getByRole('button', { name: 'Ouvrir le menu' }));
    // Reopening starts with every section collapsed.
    await expect(within(drawer).getByRole('button', { name: 'Solutions' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(drawer).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      site.merchantLoginUrl,
    );
  },
};

/**
 * The bar's parts side by side inside the window, none over the next, and the dropdown arrows
 * at their 16 px: between 1024 and about 1090 px they shrank to nothing and Démarrer overflowed.
 */
async function expectBarFits(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
  const parts = [
    canvas.getByRole('link', { name: 'Yonnee, accueil' }),
    ...headerMenu.map((item) => within(nav).getByText(item.name, { exact: true })),
    canvas.getByRole('group', { name: 'Thème' }),
    canvas.getByRole('link', { name: 'Se connecter' }),
    canvas.getByRole('link', { name: 'Démarrer' }),
  ];
  const width = canvasElement.ownerDocument.documentElement.clientWidth;
  // Inside the page container's padding, not only inside the window.
  const bar = canvas.getByRole('banner').firstElementChild!;
  const contentRight = width - parseFloat(getComputedStyle(bar).paddingRight);
  let previousRight = 0;
  for (const part of parts) {
    const box = part.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(previousRight - 0.5);
    await expect(box.right).toBeLessThanOrEqual(contentRight + 0.5);
    previousRight = box.right;
  }
  for (const arrow of nav.querySelectorAll('svg')) {
    await expect(arrow.getBoundingClientRect().width).toBe(16);
  }
  await expect(canvas.getByRole('banner').getBoundingClientRect().height).toBe(64);
  await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(width);
}

export const DesktopMenuBarFitsAt1024: Story = {
  globals: { viewport: { value: 'desktop1024', isRotated: false } },
  play: async ({ canvasElement }) => expectBarFits(canvasElement),
};

export const DesktopMenuBarFitsAt1050: Story = {
  globals: { viewport: { value: 'desktop1050', isRotated: false } },
  play: async ({ canvasElement }) => expectBarFits(canvasElement),
};

export const PhoneDrawerCarriesTheThemeControl: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    // The bar has no room for it on a phone: the drawer has.
    await expect(body.queryByRole('group', { name: 'Thème' })).toBeNull();
    await userEvent.click(body.getByRole('button', { name: 'Ouvrir le menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Navigation principale' });
    const theme = within(drawer).getByRole('group', { name: 'Thème' });
    await userEvent.click(within(theme).getByRole('radio', { name: 'Sombre' }));
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('dark');
    await expect(within(theme).getByRole('radio', { name: 'Sombre' })).toBeChecked();
    await expect(within(theme).queryByText(scriptsPendingReason)).toBeNull();
    await userEvent.click(within(theme).getByRole('radio', { name: 'Clair' }));
    await expect(canvasElement.ownerDocument.documentElement.dataset.theme).toBe('light');
  },
};

/** The native menu of the server's HTML, as a phone shows it before the scripts (or without them). */
const nativeMenuButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('banner').querySelector('summary')!;

/** A section of the native menu: its summary (Storybook's queries give a summary no role). */
const nativeSection = (nav: HTMLElement, name: string) =>
  [...nav.querySelectorAll('summary')].find((summary) => summary.textContent === name)!;

export const PhoneMenuBeforeItsScriptsRun: Story = {
  decorators: [asServerHtml],
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const toggle = nativeMenuButton(canvasElement);
    await step('The menu button is the summary of a native menu, closed', async () => {
      await expect(toggle).toBeVisible();
      await expect(toggle).toHaveAccessibleName('Ouvrir le menu');
      // In the tree (a closed <details> only hides it from view), out of sight.
      await expect(
        canvas.getByRole('navigation', { name: 'Navigation principale' }),
      ).not.toBeVisible();
    });
    await step('A press opens it, the browser alone', async () => {
      await userEvent.click(toggle);
      await expect(toggle).toHaveAccessibleName('Fermer le menu');
      const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
      await expect(within(nav).getByRole('link', { name: 'Tarifs' })).toBeVisible();
    });
    await step('Its sections open one at a time', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Navigation principale' });
      await userEvent.click(nativeSection(nav, 'Solutions'));
      await expect(within(nav).getByRole('link', { name: 'Collecte' })).toBeVisible();
      await userEvent.click(nativeSection(nav, 'Développeurs'));
      await expect(within(nav).getByRole('link', { name: 'Présentation' })).toBeVisible();
      await expect(within(nav).getByRole('link', { name: 'Collecte' })).not.toBeVisible();
      await userEvent.click(nativeSection(nav, 'Développeurs'));
    });
    await step('The theme control is there, and says why it waits', async () => {
      const theme = canvas.getByRole('group', { name: 'Thème' });
      for (const radio of within(theme).getAllByRole('radio')) {
        await expect(radio).toBeDisabled();
        await expect(radio).toHaveAccessibleDescription(scriptsPendingReason);
      }
      await expect(within(theme).getByText(scriptsPendingReason)).toBeVisible();
    });
    await expect(canvas.getByRole('link', { name: 'Démarrer' })).toHaveAttribute(
      'href',
      site.merchantRegisterUrl,
    );
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
