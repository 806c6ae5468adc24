import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scales, vars } from '../../tokens';

type SpaceStep = keyof typeof scales.space;
const spaceSteps = Object.keys(scales.space).map(Number) as SpaceStep[];
const radiusNames = Object.keys(scales.radii) as (keyof typeof scales.radii)[];
const shadowNames = Object.keys(scales.shadows) as (keyof typeof scales.shadows)[];

const px = (rem: string) => parseFloat(rem) * (rem.endsWith('rem') ? 16 : 1);
const label = {
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
  color: vars.color.text.muted,
} as const;
const mono = { fontFamily: vars.font.mono } as const;

/** One bar per spacing step, as long as the step. */
function SpaceScale() {
  return (
    <ul
      aria-label="Espacements"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}
    >
      {spaceSteps.map((step) => (
        <li
          key={step}
          style={{
            display: 'grid',
            gridTemplateColumns: '3rem 6rem 1fr',
            alignItems: 'center',
            gap: 12,
          }}
        >
          <strong>{step}</strong>
          <code style={{ ...label, ...mono }}>{scales.space[step]}</code>
          <span
            data-bar=""
            style={{
              display: 'block',
              height: 16,
              width: vars.space[step],
              background: vars.color.brand.bg,
              borderRadius: 2,
            }}
          />
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Spacing',
  component: SpaceScale,
} satisfies Meta<typeof SpaceScale>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SpaceScaleBars: Story = {
  play: async ({ canvasElement }) => {
    const items = within(
      within(canvasElement).getByRole('list', { name: 'Espacements' }),
    ).getAllByRole('listitem');
    await expect(items).toHaveLength(spaceSteps.length);
    for (const [index, step] of spaceSteps.entries()) {
      const item = items[index] as HTMLElement;
      await expect(item).toHaveTextContent(`${step}${scales.space[step]}`);
      const bar = item.querySelector('[data-bar]') as HTMLElement;
      // The bar reads the CSS variable, so this also checks the variable matches the raw scale.
      await expect(bar.getBoundingClientRect().width).toBe(px(scales.space[step]));
    }
  },
};

export const Radii: Story = {
  render: () => (
    <ul
      aria-label="Rayons"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 16,
      }}
    >
      {radiusNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <span
            data-radius={name}
            style={{
              display: 'block',
              width: 96,
              height: 64,
              borderRadius: vars.radii[name],
              background: vars.color.surface.sunken,
              border: `2px solid ${vars.color.border.strong}`,
            }}
          />
          <span style={label}>
            {name} · <code style={mono}>{scales.radii[name]}</code>
          </span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Rayons' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(radiusNames.length);
    for (const name of radiusNames) {
      const box = list.querySelector(`[data-radius="${name}"]`) as HTMLElement;
      const expected = name === 'none' ? '0px' : scales.radii[name];
      await expect(getComputedStyle(box).borderTopLeftRadius).toBe(expected);
    }
  },
};

export const Shadows: Story = {
  render: () => (
    <ul
      aria-label="Ombres"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 24,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 40,
      }}
    >
      {shadowNames.map((name) => (
        <li
          key={name}
          data-shadow={name}
          style={{
            display: 'grid',
            placeItems: 'center',
            width: 160,
            height: 96,
            borderRadius: vars.radii.lg,
            background: vars.color.surface.raised,
            boxShadow: vars.shadows[name],
          }}
        >
          <span style={label}>
            Ombre <strong style={{ color: vars.color.text.default }}>{name}</strong>
          </span>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(within(canvasElement).getByRole('list', { name: 'Ombres' })).getAllByRole(
      'listitem',
    );
    await expect(items).toHaveLength(shadowNames.length);
    const blurs = items.map((item) => {
      // Computed shadows read `rgba(…) 0px 4px 12px 0px`: the third length is the blur.
      const lengths = getComputedStyle(item).boxShadow.match(/-?[\d.]+px/g) ?? [];
      return parseFloat(lengths[2] ?? '0');
    });
    // Each step casts a softer, wider shadow than the one before.
    for (let i = 1; i < blurs.length; i += 1) {
      await expect(blurs[i]).toBeGreaterThan(blurs[i - 1] ?? Infinity);
    }
  },
};
