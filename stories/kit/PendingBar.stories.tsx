import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { Button, PendingBar, type PendingBarProps, Stack, Text } from '../../src/kit';

const delayMs = 200;
const minVisibleMs = 300;
/** Detection runs on DOM mutations, so it trails the timers by a few milliseconds at most. */
const slack = 25;

/** A page that starts and stops a load on demand, as the router does on navigation. */
function LoadingDemo(props: PendingBarProps) {
  const [pending, setPending] = useState(props.pending);
  return (
    <Stack gap={3} align="flex-start">
      <PendingBar {...props} pending={pending} />
      <Button variant="secondary" onClick={() => setPending((p) => !p)}>
        {pending ? 'Terminer le chargement' : 'Démarrer le chargement'}
      </Button>
      <Text tone="muted">{pending ? 'Chargement en cours.' : 'Aucun chargement.'}</Text>
    </Stack>
  );
}

const meta = {
  title: 'Kit/PendingBar',
  component: PendingBar,
  args: { pending: false, delayMs, minVisibleMs },
  render: (args) => <LoadingDemo {...args} />,
} satisfies Meta<typeof PendingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

// These stories click with fireEvent and read the DOM synchronously right after: userEvent
// awaits between its events, so on a busy machine a click could outlast the delays under test.
export const AppearsAfterDelayAndStaysTheMinimum: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Démarrer le chargement' });
    // The bar's entry and exit are timed when the DOM changes, not when a query notices it.
    const seen = { shownAt: 0, hiddenAt: 0 };
    const observer = new MutationObserver(() => {
      const present = canvasElement.querySelector('[role="progressbar"]') !== null;
      if (present && !seen.shownAt) seen.shownAt = performance.now();
      if (!present && seen.shownAt && !seen.hiddenAt) seen.hiddenAt = performance.now();
    });
    observer.observe(canvasElement, { childList: true, subtree: true });
    let startedAt = 0;

    await step('Hidden before the delay', async () => {
      startedAt = performance.now();
      fireEvent.click(button);
      const hiddenRightAway = canvas.queryByRole('progressbar') === null;
      await expect(hiddenRightAway).toBe(true);
      await expect(button).toHaveAccessibleName('Terminer le chargement');
    });

    await step('Visible once the delay has passed', async () => {
      const bar = await canvas.findByRole('progressbar', { name: 'Chargement de la page' });
      await expect(bar).toBeVisible();
      await expect(seen.shownAt - startedAt).toBeGreaterThanOrEqual(delayMs - slack);
    });

    await step('Still visible right after the load ends, gone after the minimum', async () => {
      fireEvent.click(button);
      const visibleRightAfter = canvas.queryByRole('progressbar') !== null;
      await expect(visibleRightAfter).toBe(true);
      await expect(button).toHaveAccessibleName('Démarrer le chargement');
      await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
      observer.disconnect();
      // Never a flash: it stayed up at least the minimum once shown.
      await expect(seen.hiddenAt - seen.shownAt).toBeGreaterThanOrEqual(minVisibleMs - slack);
    });
  },
};

export const ShortLoadNeverShowsIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let appeared = false;
    const observer = new MutationObserver(() => {
      if (canvasElement.querySelector('[role="progressbar"]')) appeared = true;
    });
    observer.observe(canvasElement, { childList: true, subtree: true });

    const button = canvas.getByRole('button', { name: 'Démarrer le chargement' });
    // Started and finished within the same task: far shorter than the delay.
    fireEvent.click(button);
    fireEvent.click(button);
    // Waiting is the point: the bar must not show up once its delay has run out.
    await new Promise((resolve) => setTimeout(resolve, delayMs + minVisibleMs));
    observer.disconnect();

    await expect(appeared).toBe(false);
    await expect(button).toHaveAccessibleName('Démarrer le chargement');
    await expect(canvas.getByText('Aucun chargement.')).toBeInTheDocument();
  },
};

export const VisibleWhileLoading: Story = {
  args: { pending: true, label: 'Chargement des transactions' },
  // The bar is fixed to the top of the viewport, outside the story root's box.
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    const bar = await within(canvasElement).findByRole('progressbar', {
      name: 'Chargement des transactions',
    });
    const box = bar.getBoundingClientRect();
    await expect(box.top).toBe(0);
    await expect(box.width).toBe(document.documentElement.clientWidth);
    await expect(box.height).toBe(3);
  },
};
