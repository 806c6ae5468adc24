import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { scriptsPendingReason } from '../../src/kit';
import { ThemeControl, themeControlVariants } from '../../src/sections/ThemeControl';
import { DEFAULT_THEME_STORAGE_KEY } from '../../src/stores/themeStore';
import { asServerHtml } from '../kit/asServerHtml';
import { resetAppStores } from '../support/resetStores';

const meta = {
  title: 'Sections/ThemeControl',
  component: ThemeControl,
  argTypes: { variant: { control: 'inline-radio', options: themeControlVariants } },
  beforeEach: resetAppStores,
} satisfies Meta<typeof ThemeControl>;

export default meta;
type Story = StoryObj<typeof meta>;

const root = (canvasElement: HTMLElement) => canvasElement.ownerDocument.documentElement;

export const LightByDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Thème' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Clair' })).toBeChecked();
    await expect(canvas.getAllByRole('radio')).toHaveLength(3);
  },
};

export const ChoosingDarkAppliesAndStoresIt: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Sombre' }));
    await expect(root(canvasElement).dataset.theme).toBe('dark');
    await expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBe('dark');
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Clair' }));
    await expect(root(canvasElement).dataset.theme).toBe('light');
  },
};

export const ArrowKeysMoveBetweenChoices: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('radio', { name: 'Clair' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Sombre' })).toBeChecked();
    await expect(root(canvasElement).dataset.theme).toBe('dark');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Système' })).toBeChecked();
    await expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBe('system');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Clair' })).toBeChecked();
  },
};

export const LabelledInAMenu: Story = {
  args: { variant: 'labelled' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Thème')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Système' }));
    await expect(localStorage.getItem(DEFAULT_THEME_STORAGE_KEY)).toBe('system');
    await expect(canvas.queryByText(scriptsPendingReason)).toBeNull();
  },
};

export const BeforeItsScriptsRunItSaysWhy: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
      await expect(radio).toHaveAccessibleDescription(scriptsPendingReason);
      // A bar has no room for the words: they are the tooltip.
      await expect(radio).toHaveAttribute('title', scriptsPendingReason);
    }
    await expect(canvas.getByRole('radio', { name: 'Clair' })).toBeChecked();
  },
};

export const LabelledBeforeItsScriptsRunItSaysWhy: Story = {
  args: { variant: 'labelled' },
  decorators: [asServerHtml],
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toBeDisabled();
      await expect(radio).toHaveAccessibleDescription(scriptsPendingReason);
    }
    // A menu has room: the reason is written under the choices.
    await expect(canvas.getByText(scriptsPendingReason)).toBeVisible();
  },
};
