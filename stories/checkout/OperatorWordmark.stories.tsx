import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OperatorWordmark } from '../../src/checkout/screens/OperatorWordmark';
import { withRoom } from '../kit/withRoom';

const wallets = [
  'Orange Money',
  'Wave',
  'Free Money',
  'MTN Mobile Money',
  'Moov Money',
  'Celtiis Cash',
];

const meta = {
  title: 'Checkout/OperatorWordmark',
  component: OperatorWordmark,
  decorators: [withRoom],
  args: { name: 'Orange Money' },
} satisfies Meta<typeof OperatorWordmark>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WalletsOfTheRegionAreToldApart: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {wallets.map((name) => (
        <OperatorWordmark key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const marks = [...canvasElement.querySelectorAll('span[aria-hidden="true"]')];
    // The first word of each name; decorative, as the name itself follows it in the page.
    await expect(marks.map((mark) => mark.textContent)).toEqual([
      'Orange',
      'Wave',
      'Free',
      'MTN',
      'Moov',
      'Celtiis',
    ]);
    const background = (index: number) => getComputedStyle(marks[index]!).backgroundColor;
    // Orange and MTN share a family, Wave and Moov another: a glance tells the families apart.
    await expect(background(0)).toBe(background(3));
    await expect(background(1)).toBe(background(4));
    await expect(background(0)).not.toBe(background(1));
    await expect(background(0)).not.toBe(background(2));
  },
};
