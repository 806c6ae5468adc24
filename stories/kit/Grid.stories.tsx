import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Card, Grid, Heading, Text } from '../../src/kit';
import { scales } from '../../tokens';

const countries = [
  'Sénégal',
  'Côte d’Ivoire',
  'Mali',
  'Burkina Faso',
  'Bénin',
  'Togo',
  'Cameroun',
  'Guinée',
];

const meta = {
  title: 'Kit/Grid',
  component: Grid,
  args: {
    as: 'ul',
    'aria-label': 'Pays couverts',
    columns: { mobile: 1, tablet: 2, desktop: 4 },
    style: { listStyle: 'none', margin: 0, padding: 0 },
    children: countries.map((country) => (
      <Card key={country} as="li" variant="sunken">
        <Heading level={2} size="md">
          {country}
        </Heading>
        <Text size="sm" tone="muted">
          Mobile money et carte
        </Text>
      </Card>
    )),
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** How many cells share the first row. */
function columnsOf(list: HTMLElement) {
  const cells = within(list).getAllByRole('listitem');
  const firstTop = cells[0]?.getBoundingClientRect().top;
  return cells.filter((cell) => cell.getBoundingClientRect().top === firstTop).length;
}

export const FourColumnsOnDesktop: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pays couverts' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(countries.length);
    await expect(columnsOf(list)).toBe(4);
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((cell) => cell.getBoundingClientRect());
    // Equal widths, separated by the default gap (step 4).
    await expect(first?.width).toBe(second?.width);
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBe(parseFloat(scales.space[4]) * 16);
  },
};

export const TwoColumnsOnTablet: Story = {
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pays couverts' });
    await expect(columnsOf(list)).toBe(2);
  },
};

export const OneColumnOnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pays couverts' });
    await expect(columnsOf(list)).toBe(1);
    // A long name never pushes its cell wider than the grid.
    for (const cell of within(list).getAllByRole('listitem')) {
      await expect(cell.getBoundingClientRect().width).toBe(list.getBoundingClientRect().width);
    }
  },
};

export const FixedColumnsWithWideGap: Story = {
  args: { columns: 3, gap: 8, children: undefined },
  render: (args) => (
    <Grid {...args}>
      {countries.slice(0, 6).map((country) => (
        <li key={country}>
          <Text weight="semibold">{country}</Text>
        </li>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Pays couverts' });
    await expect(columnsOf(list)).toBe(3);
    await expect(getComputedStyle(list).columnGap).toBe(`${parseFloat(scales.space[8]) * 16}px`);
  },
};
