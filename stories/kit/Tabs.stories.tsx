import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, Text, TextField } from '../../src/kit';
import { asServerHtml } from './asServerHtml';
import { withRoom } from './withRoom';

const onSelectedChange = fn<(id: string) => void>();

const meta = {
  title: 'Kit/Tabs',
  component: Tabs,
  decorators: [withRoom],
  args: {
    label: 'Virements',
    onSelectedChange,
    items: [
      {
        id: 'envoyer',
        label: 'Envoyer',
        content: <TextField label="Numéro du bénéficiaire" type="tel" autoComplete="off" />,
      },
      {
        id: 'contacts',
        label: 'Contacts',
        content: <Text>Awa Diop, Moussa Traoré et 3 autres contacts.</Text>,
      },
      {
        id: 'historique',
        label: 'Historique',
        content: <Text>12 virements ce mois-ci.</Text>,
      },
    ],
  },
  beforeEach: () => {
    onSelectedChange.mockReset();
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstTabShowsItsPanel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Virements' });
    const tabs = within(list).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(['Envoyer', 'Contacts', 'Historique']);
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    // One tab stop for the whole list: the others are reached with the arrow keys.
    await expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    const panel = canvas.getByRole('tabpanel', { name: 'Envoyer' });
    await expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    await expect(
      within(panel).getByRole('textbox', { name: 'Numéro du bénéficiaire' }),
    ).toBeVisible();
    // Hidden panels stay out of the accessibility tree.
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const ArrowKeysHomeAndEndMoveTheSelection: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await step('Right arrow selects and focuses the next tab', async () => {
      await userEvent.click(tab('Envoyer'));
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Contacts')).toHaveFocus();
      await expect(tab('Contacts')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('Envoyer')).toHaveAttribute('aria-selected', 'false');
      await expect(canvas.getByRole('tabpanel', { name: 'Contacts' })).toHaveTextContent(
        'Awa Diop, Moussa Traoré et 3 autres contacts.',
      );
      await expect(onSelectedChange).toHaveBeenLastCalledWith('contacts');
    });
    await step('End goes to the last tab, and right arrow wraps to the first', async () => {
      await userEvent.keyboard('{End}');
      await expect(tab('Historique')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Envoyer')).toHaveFocus();
      await expect(tab('Envoyer')).toHaveAttribute('aria-selected', 'true');
    });
    await step('Left arrow wraps to the last, Home goes back to the first', async () => {
      await userEvent.keyboard('{ArrowLeft}');
      await expect(tab('Historique')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Home}');
      await expect(tab('Envoyer')).toHaveFocus();
    });
    await step('Tab leaves the list for the panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: 'Envoyer' })).toHaveFocus();
    });
  },
};

export const WhatWasTypedSurvivesASwitch: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Numéro du bénéficiaire' }),
      '+221 77 123 45 67',
    );
    await userEvent.click(canvas.getByRole('tab', { name: 'Historique' }));
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('tab', { name: 'Envoyer' }));
    await expect(canvas.getByRole('textbox', { name: 'Numéro du bénéficiaire' })).toHaveValue(
      '+221 77 123 45 67',
    );
  },
};

export const StartsOnTheTabTheAppNames: Story = {
  args: { defaultSelected: 'historique' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Historique' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Historique' })).toHaveTextContent(
      '12 virements ce mois-ci.',
    );
  },
};

export const BeforeTheScriptsEveryPanelShowsBehindLinks: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('tablist')).toBeNull();
    const nav = canvas.getByRole('navigation', { name: 'Virements' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([
      'Envoyer',
      'Contacts',
      'Historique',
    ]);
    const regions = canvas.getAllByRole('region');
    await expect(regions).toHaveLength(3);
    for (const [index, region] of regions.entries()) {
      await expect(region).toBeVisible();
      await expect(links[index]).toHaveAttribute('href', `#${region.id}`);
      await expect(region).toHaveAccessibleName(links[index]?.textContent ?? '');
    }
  },
};
