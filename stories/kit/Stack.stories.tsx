import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Button, Stack } from '../../src/kit';
import { scales } from '../../tokens';

const px = (rem: string) => parseFloat(rem) * 16;
const boxes = (elements: HTMLElement[]) => elements.map((el) => el.getBoundingClientRect());

const meta = {
  title: 'Kit/Stack',
  component: Stack,
  args: {
    as: 'ul',
    'aria-label': 'Moyens de paiement',
    style: { listStyle: 'none', margin: 0, padding: 0 },
    children: ['Orange Money', 'Wave', 'MTN MoMo', 'Carte bancaire'].map((name) => (
      <li key={name}>
        <Badge>{name}</Badge>
      </li>
    )),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColumnWithGapFromTheScale: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Moyens de paiement' });
    const [first, second] = boxes(within(list).getAllByRole('listitem'));
    // The default gap is step 4 of the spacing scale.
    await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(px(scales.space[4]));
    await expect(second?.left).toBe(first?.left);
  },
};

export const RowAlignedAndSpread: Story = {
  args: {
    as: 'div',
    'aria-label': undefined,
    style: undefined,
    direction: 'row',
    align: 'center',
    justify: 'space-between',
    children: [
      <Badge key="badge" tone="success">
        Actif
      </Badge>,
      <Button key="button" variant="secondary" size="sm">
        Désactiver
      </Button>,
    ],
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Désactiver' });
    const badge = within(canvasElement).getByText('Actif');
    const row = button.parentElement as HTMLElement;
    const [badgeBox, buttonBox, rowBox] = boxes([badge, button, row]);
    // space-between: first child at the start, last at the end; centre-aligned on the cross axis.
    await expect(badgeBox?.left).toBe(rowBox?.left);
    await expect(buttonBox?.right).toBe(rowBox?.right);
    const middle = (box?: DOMRect) => (box ? box.top + box.height / 2 : NaN);
    await expect(Math.abs(middle(badgeBox) - middle(buttonBox))).toBeLessThanOrEqual(0.5);
  },
};

const responsive = {
  direction: { mobile: 'column', tablet: 'row' },
  gap: { mobile: 2, tablet: 6 },
} as const;

export const ResponsiveColumnOnPhone: Story = {
  args: responsive,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Moyens de paiement' });
    const [first, second] = boxes(within(list).getAllByRole('listitem'));
    await expect(getComputedStyle(list).flexDirection).toBe('column');
    await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(px(scales.space[2]));
  },
};

export const ResponsiveRowFromTablet: Story = {
  args: responsive,
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Moyens de paiement' });
    const [first, second] = boxes(within(list).getAllByRole('listitem'));
    await expect(getComputedStyle(list).flexDirection).toBe('row');
    await expect(second?.top).toBe(first?.top);
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBe(px(scales.space[6]));
  },
};

export const WrapsWhenOutOfRoom: Story = {
  args: {
    direction: 'row',
    gap: 2,
    wrap: true,
    style: { listStyle: 'none', margin: 0, padding: 0, width: 220 },
  },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Moyens de paiement' });
    const items = within(list).getAllByRole('listitem');
    const tops = new Set(boxes(items).map((box) => box.top));
    await expect(tops.size).toBeGreaterThan(1);
    for (const box of boxes(items)) {
      await expect(box.right).toBeLessThanOrEqual(list.getBoundingClientRect().right);
    }
  },
};
