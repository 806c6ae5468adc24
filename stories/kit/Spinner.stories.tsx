import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes, Stack } from '../../src/kit';
import { withRoom } from './withRoom';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const sizePx = { sm: 16, md: 24, lg: 40 } as const satisfies Record<
  (typeof spinnerSizes)[number],
  number
>;

const meta = {
  title: 'Kit/Spinner',
  component: Spinner,
  decorators: [withRoom],
  argTypes: {
    size: { control: 'inline-radio', options: spinnerSizes },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AnnouncedAsStatus: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Chargement…');
    // Only the label is read: the ring itself is hidden.
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const LabelSaysWhatIsLoading: Story = {
  args: { label: 'Chargement des transactions' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Chargement des transactions');
    // The label is for screen readers; sighted users see the ring.
    const label = within(status).getByText('Chargement des transactions');
    await expect(label.getBoundingClientRect().width).toBe(1);
  },
};

const EverySizeRender: Story['render'] = () => (
  <Stack direction="row" gap={6} align="center">
    {spinnerSizes.map((size) => (
      <Spinner key={size} size={size} label={`Chargement (${size})`} />
    ))}
  </Stack>
);

const assertEverySize: Story['play'] = async ({ canvasElement }) => {
  const statuses = within(canvasElement).getAllByRole('status');
  await expect(statuses).toHaveLength(spinnerSizes.length);
  for (const [index, size] of spinnerSizes.entries()) {
    const status = statuses[index] as HTMLElement;
    await expect(status).toHaveTextContent(`Chargement (${size})`);
    const ring = status.querySelector('[aria-hidden="true"]') as HTMLElement;
    await expect(ring.getBoundingClientRect().width).toBe(sizePx[size]);
  }
};

export const EverySize: Story = { render: EverySizeRender, play: assertEverySize };

export const EverySizeInDarkTheme: Story = {
  render: EverySizeRender,
  play: async (context) => {
    await assertEverySize(context);
    await expectDarkPage(context.canvasElement);
    // The ring takes the dark theme's brand colour, light enough to read on the dark page.
    for (const status of within(context.canvasElement).getAllByRole('status')) {
      await expectColors(status.querySelector('[aria-hidden="true"]')!, {
        borderTopColor: dark.brand.text,
      });
    }
  },
  globals: { theme: 'dark' },
};
