import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, Stack, VisuallyHidden } from '../../src/kit';
import { withRoom } from './withRoom';

const meta = {
  title: 'Kit/Skeleton',
  component: Skeleton,
  decorators: [withRoom],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card on its way, as a screen would show it: the region says it is loading, not each shape. */
function LoadingCard() {
  return (
    <section aria-labelledby="balance-title" aria-busy="true" style={{ maxWidth: 360 }}>
      <h2 id="balance-title">Solde</h2>
      <VisuallyHidden role="status">Chargement du solde…</VisuallyHidden>
      <Stack gap={3}>
        <Stack direction="row" gap={3} align="center">
          <Skeleton shape="circle" />
          <Skeleton width="half" />
        </Stack>
        <Skeleton shape="block" />
        <Skeleton width="threeQuarters" />
        <Skeleton width="quarter" />
      </Stack>
    </section>
  );
}

export const HiddenFromAssistiveTech: Story = {
  render: () => <LoadingCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Solde' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Chargement du solde…');
    const shapes = [...canvasElement.querySelectorAll('[data-shape]')];
    await expect(shapes.map((shape) => shape.getAttribute('data-shape'))).toEqual([
      'circle',
      'text',
      'block',
      'text',
      'text',
    ]);
    for (const shape of shapes) await expect(shape).toHaveAttribute('aria-hidden', 'true');
    // Widths are shares of the container; a circle keeps its own size.
    const widths = shapes.map((shape) => shape.getBoundingClientRect().width);
    await expect(widths[3]).toBeCloseTo(360 * 0.75, 0);
    await expect(widths[4]).toBeCloseTo(360 * 0.25, 0);
    await expect(widths[0]).toBe(40);
  },
};

/** Where the stylesheets give the element an animation: the media condition around each rule. */
function animationConditions(element: Element) {
  const found: string[] = [];
  const visit = (rules: CSSRuleList, condition: string) => {
    for (const rule of rules) {
      if (rule instanceof CSSMediaRule) visit(rule.cssRules, rule.conditionText);
      else if (rule instanceof CSSGroupingRule) visit(rule.cssRules, condition);
      else if (
        rule instanceof CSSStyleRule &&
        // The shorthand holds a custom property, so its longhands read empty: the shorthand is read.
        (rule.style.getPropertyValue('animation') || rule.style.animationName) &&
        element.matches(rule.selectorText)
      ) {
        found.push(condition);
      }
    }
  };
  for (const sheet of element.ownerDocument.styleSheets) visit(sheet.cssRules, 'all');
  return found;
}

export const StillWhenLessMotionIsAsked: Story = {
  globals: { theme: 'dark' },
  args: { shape: 'block' },
  play: async ({ canvasElement }) => {
    const shape = canvasElement.querySelector<HTMLElement>('[data-shape="block"]');
    await expect(shape).not.toBeNull();
    // The runner's browser asks for reduced motion (still screenshots): no shimmer runs.
    await expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
    await expect(getComputedStyle(shape!).animationName).toBe('none');
    // The one rule that animates it applies only to a reader who has not asked for less motion.
    await expect(animationConditions(shape!)).toEqual(['(prefers-reduced-motion: no-preference)']);
  },
};
