import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeControl } from '../../src/sections/ThemeControl';
import { DEFAULT_THEME_STORAGE_KEY } from '../../src/stores/themeStore';
import { resetAppStores } from '../support/resetStores';

const meta = {
  title: 'Sections/ThemeControl',
  component: ThemeControl,
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
