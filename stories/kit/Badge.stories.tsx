import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, badgeTones, glyphs, Icon, Stack } from '../../src/kit';
import { withRoom } from './withRoom';
import { contrastRatio } from '../../tokens';

const toneLabels: Record<(typeof badgeTones)[number], string> = {
  neutral: 'Brouillon',
  brand: 'Nouveau',
  accent: 'Bêta',
  success: 'Payé',
  warning: 'En attente',
  danger: 'Échoué',
};

const meta = {
  title: 'Kit/Badge',
  component: Badge,
  decorators: [withRoom],
  args: { children: 'Brouillon' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NeutralByDefault: Story = {
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Brouillon');
    await expect(badge).toHaveAttribute('data-tone', 'neutral');
    // The neutral tone is the only one drawn with an outline, so it still reads as a badge.
    await expect(getComputedStyle(badge).boxShadow).toContain('inset');
  },
};

const EveryToneRender: Story['render'] = () => (
  <Stack
    as="ul"
    direction="row"
    gap={2}
    wrap
    aria-label="Statuts"
    style={{ listStyle: 'none', margin: 0, padding: 0 }}
  >
    {badgeTones.map((tone) => (
      <li key={tone}>
        <Badge tone={tone}>{toneLabels[tone]}</Badge>
      </li>
    ))}
  </Stack>
);

/** `rgb(r, g, b)` as the browser reports it, to `#rrggbb` as the tokens write it. */
const toHex = (rgb: string) =>
  `#${(rgb.match(/\d+/g) ?? [])
    .slice(0, 3)
    .map((c) => Number(c).toString(16).padStart(2, '0'))
    .join('')}`;

const assertEveryTone: Story['play'] = async ({ canvasElement }) => {
  const list = within(canvasElement).getByRole('list', { name: 'Statuts' });
  await expect(within(list).getAllByRole('listitem')).toHaveLength(badgeTones.length);
  for (const tone of badgeTones) {
    // The word carries the meaning; the colour only repeats it.
    const badge = within(list).getByText(toneLabels[tone]);
    await expect(badge).toHaveAttribute('data-tone', tone);
    // Small semibold text: every tone must reach 4.5:1 against its own fill, in either theme.
    const style = getComputedStyle(badge);
    await expect(
      contrastRatio(toHex(style.color), toHex(style.backgroundColor)),
    ).toBeGreaterThanOrEqual(4.5);
  }
};

export const EveryTone: Story = { render: EveryToneRender, play: assertEveryTone };

export const EveryToneInDarkTheme: Story = {
  render: EveryToneRender,
  play: assertEveryTone,
  globals: { theme: 'dark' },
};

export const WithDecorativeIcon: Story = {
  args: {
    tone: 'success',
    children: (
      <>
        <Icon glyph={glyphs.success} size="sm" />
        Vérifié
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Vérifié');
    await expect(badge).toHaveAttribute('data-tone', 'success');
    // The icon repeats the word, so it stays out of the accessibility tree.
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(badge.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
