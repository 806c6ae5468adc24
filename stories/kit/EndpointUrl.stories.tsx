import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { EndpointUrl, httpMethods } from '../../src/kit';
import { spyOnClipboard, writeText } from './clipboard';
import { withRoom } from './withRoom';

const url = '{host}/api/v1/transfer/create';

const meta = {
  title: 'Kit/EndpointUrl',
  component: EndpointUrl,
  decorators: [withRoom],
  argTypes: { method: { control: 'select', options: httpMethods } },
  args: { method: 'POST', url },
  beforeEach: spyOnClipboard,
} satisfies Meta<typeof EndpointUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CopiesTheUrl: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('POST')).toBeVisible();
    await expect(canvas.getByText(url).tagName).toBe('CODE');
    const button = canvas.getByRole('button', { name: `Copier l’URL de POST ${url}` });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(button).toHaveTextContent('Copié'));
    await waitFor(() => expect(button).toHaveTextContent('Copier'), { timeout: 3000 });
  },
};

export const ReadingCallOnAPhone: Story = {
  args: { method: 'GET', url: '{host}/api/v1/transaction/status/{transactionId}' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GET')).toBeVisible();
    // The long URL wraps instead of pushing the copy button off screen.
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    await expect(canvas.getByRole('button', { name: /^Copier l’URL de GET/ })).toBeVisible();
  },
};
