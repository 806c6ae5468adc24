import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scales, vars } from '../../tokens';

type Step = keyof typeof scales.typeScale;
const steps = Object.keys(scales.typeScale) as Step[];
const weights = Object.keys(scales.fontWeights) as (keyof typeof scales.fontWeights)[];

const sample = 'Encaissez en mobile money, carte et virement : 15 000 FCFA reçus à 14 h 32.';
const muted = {
  color: vars.color.text.muted,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.sm,
} as const;

/** The type scale, largest first, each step set in its own size and line height. */
function TypeScale() {
  return (
    <ul
      aria-label="Échelle typographique"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 20 }}
    >
      {[...steps].reverse().map((step) => {
        const { fontSize, lineHeight } = scales.typeScale[step];
        return (
          <li
            key={step}
            style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'baseline' }}
          >
            <div style={{ ...muted, flex: '0 0 12rem' }}>
              <strong style={{ color: vars.color.text.default }}>{step}</strong>
              <br />
              <code style={{ fontFamily: vars.font.mono }}>{fontSize}</code>
              <br />
              <code style={{ fontFamily: vars.font.mono }}>interligne {lineHeight}</code>
            </div>
            <p
              data-step={step}
              style={{
                flex: '1 1 20rem',
                margin: 0,
                fontSize: vars.fontSize[step],
                lineHeight: vars.lineHeight[step],
              }}
            >
              {sample}
            </p>
          </li>
        );
      })}
    </ul>
  );
}

const meta = {
  title: 'Foundations/Typography',
  component: TypeScale,
} satisfies Meta<typeof TypeScale>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pixel bounds of a scale value: a fixed `rem`, or the floor and ceiling of a `clamp()`. */
function bounds(value: string): [number, number] {
  const rems = [...value.matchAll(/([\d.]+)rem/g)].map((m) => parseFloat(m[1] ?? '0') * 16);
  if (!value.startsWith('clamp(')) return [rems[0] ?? 0, rems[0] ?? 0];
  return [rems[0] ?? 0, rems[rems.length - 1] ?? 0];
}

export const EveryStepOfTheTypeScale: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Échelle typographique' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(steps.length);
    const samples = steps.map((step) => list.querySelector(`[data-step="${step}"]`) as HTMLElement);
    const sizes = samples.map((el) => parseFloat(getComputedStyle(el).fontSize));
    for (const [index, step] of steps.entries()) {
      const [min, max] = bounds(scales.typeScale[step].fontSize);
      await expect(sizes[index]).toBeGreaterThanOrEqual(min);
      await expect(sizes[index]).toBeLessThanOrEqual(max);
      await expect(samples[index]).toHaveTextContent(sample);
      // Each step is larger than the one before it.
      if (index > 0) await expect(sizes[index]).toBeGreaterThan(sizes[index - 1] ?? Infinity);
    }
    // Body text is set in Inter, loaded before the snapshot.
    await document.fonts.ready;
    await expect(getComputedStyle(samples[0] as HTMLElement).fontFamily).toContain(
      'Inter Variable',
    );
    await expect(document.fonts.check(`16px "Inter Variable"`, sample)).toBe(true);
  },
};

export const DisplaySizesShrinkOnPhones: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Échelle typographique' });
    for (const step of steps) {
      const el = list.querySelector(`[data-step="${step}"]`) as HTMLElement;
      const [min, max] = bounds(scales.typeScale[step].fontSize);
      const size = parseFloat(getComputedStyle(el).fontSize);
      // `clamp` sizes sit below their ceiling at 360 px, so headings never overflow.
      if (min !== max) await expect(size).toBeLessThan(max);
      await expect(el.scrollWidth).toBeLessThanOrEqual(el.clientWidth);
    }
  },
};

export const FontWeights: Story = {
  render: () => (
    <ul
      aria-label="Graisses"
      style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 12 }}
    >
      {weights.map((weight) => (
        <li
          key={weight}
          style={{
            fontSize: vars.fontSize.xl,
            lineHeight: vars.lineHeight.xl,
            fontWeight: vars.fontWeight[weight],
          }}
        >
          {weight} ({scales.fontWeights[weight]}) : Yonnee, paiements sans frontières
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const items = within(
      within(canvasElement).getByRole('list', { name: 'Graisses' }),
    ).getAllByRole('listitem');
    await expect(items).toHaveLength(weights.length);
    for (const [index, weight] of weights.entries()) {
      await expect(getComputedStyle(items[index] as HTMLElement).fontWeight).toBe(
        scales.fontWeights[weight],
      );
    }
  },
};

export const FontFamilies: Story = {
  render: () => (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        gap: '12px 24px',
        margin: 0,
      }}
    >
      {(Object.keys(scales.fonts) as (keyof typeof scales.fonts)[]).map((font) => (
        <div key={font} style={{ display: 'contents' }}>
          <dt style={muted}>{font}</dt>
          <dd
            style={{
              margin: 0,
              fontFamily: vars.font[font],
              fontSize: vars.fontSize.lg,
              lineHeight: vars.lineHeight.lg,
            }}
          >
            {font === 'mono' ? 'POST /v1/payouts { "amount": 15000, "currency": "XOF" }' : sample}
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const definitions = canvasElement.querySelectorAll('dd');
    await expect(definitions).toHaveLength(Object.keys(scales.fonts).length);
    await expect(within(canvasElement).getByText('body')).toBeInTheDocument();
    await expect(
      getComputedStyle(within(canvasElement).getByText(/POST \/v1\/payouts/)).fontFamily,
    ).toContain('monospace');
  },
};
