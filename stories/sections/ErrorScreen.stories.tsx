import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorScreen } from '../../src/sections/ErrorScreen';

const meta = {
  title: 'Sections/ErrorScreen',
  component: ErrorScreen,
  args: {
    error: new TypeError('Failed to fetch dynamically imported module: /assets/FaqPage-3f9c.js'),
    onReload: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof ErrorScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DetailsHiddenAtFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Something went wrong!' }),
    ).toBeVisible();
    const toggle = canvas.getByRole('button', { name: 'Show Error' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.queryByText(/Failed to fetch dynamically imported module/),
    ).not.toBeVisible();
  },
};

export const ShowAndHideError: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Show Error reveals the message as text', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
      await expect(
        canvas.getByText(/TypeError: Failed to fetch dynamically imported module/),
      ).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Hide Error' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    });
    await step('Hide Error hides it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Hide Error' }));
      await expect(canvas.getByRole('button', { name: 'Show Error' })).toBeVisible();
      await expect(canvas.queryByText(/Failed to fetch/)).not.toBeVisible();
    });
  },
};

export const MarkupInTheErrorIsShownAsText: Story = {
  args: { error: new Error('<img src=x onerror=alert(1)> broke the page') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Error' }));
    await expect(canvas.getByText(/<img src=x onerror=alert\(1\)> broke the page/)).toBeVisible();
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const ReloadButton: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Recharger la page' }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};
