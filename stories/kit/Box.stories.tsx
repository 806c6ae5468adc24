import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Box } from '../../src/kit';
import { scales } from '../../tokens';

const px = (rem: string) => parseFloat(rem) * 16;
const methods = ['Orange Money', 'Wave', 'MTN MoMo', 'Carte bancaire'];

const meta = {
  title: 'Kit/Box',
  component: Box,
  args: {
    as: 'ul',
    'aria-label': 'Moyens de paiement',
    listStyle: 'none',
    margin: 0,
    padding: 0,
    children: methods.map((name) => (
      <li key={name}>
        <Badge>{name}</Badge>
      </li>
    )),
  },
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ListAsARowWithoutBullets: Story = {
  args: { display: 'flex', flexWrap: 'wrap', gap: 3 },
  play: async ({ canvasElement }) => {
    // Still a list for assistive tech, with the name given as a rest prop.
    const list = within(canvasElement).getByRole('list', { name: 'Moyens de paiement' });
    await expect(list.tagName).toBe('UL');
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBe(px(scales.space[3]));
    const style = getComputedStyle(list);
    await expect(style.listStyleType).toBe('none');
    await expect(style.paddingLeft).toBe('0px');
    await expect(style.marginTop).toBe('0px');
  },
};

export const ResponsiveGridOnAPhone: Story = {
  args: { display: 'grid', gridTemplateColumns: { mobile: 1, tablet: 2 }, gap: 4 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Moyens de paiement' });
    const [first, second] = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    // One column below the tablet breakpoint: each item under the one before.
    await expect(second?.left).toBe(first?.left);
    await expect((second?.top ?? 0) - (first?.bottom ?? 0)).toBe(px(scales.space[4]));
  },
};

export const ResponsiveGridOnATablet: Story = {
  args: ResponsiveGridOnAPhone.args,
  globals: { viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Moyens de paiement' });
    const [first, second, third] = within(list)
      .getAllByRole('listitem')
      .map((item) => item.getBoundingClientRect());
    await expect(second?.top).toBe(first?.top);
    await expect((second?.left ?? 0) - (first?.right ?? 0)).toBe(px(scales.space[4]));
    await expect(third?.left).toBe(first?.left);
  },
};

export const ClassNameAndRestPropsReachTheElement: Story = {
  args: {
    as: 'section',
    id: 'moyens',
    className: 'extra',
    paddingY: 4,
    'aria-label': 'Moyens',
    children: 'Orange Money, Wave, MTN MoMo',
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Moyens' });
    await expect(region).toHaveAttribute('id', 'moyens');
    await expect(region).toHaveClass('extra');
    // A layout prop is a class, never an attribute or an inline style.
    await expect(region).not.toHaveAttribute('paddingY');
    await expect(region).not.toHaveAttribute('style');
    await expect(getComputedStyle(region).paddingTop).toBe(`${px(scales.space[4])}px`);
  },
};
