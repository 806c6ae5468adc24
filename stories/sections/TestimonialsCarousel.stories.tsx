import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { testimonials } from '../../src/content/homeTestimonials';
import { scriptsPendingReason } from '../../src/kit';
import { TestimonialsCarousel } from '../../src/sections/TestimonialsCarousel';
import { asServerHtml } from '../kit/asServerHtml';
import { expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/TestimonialsCarousel',
  component: TestimonialsCarousel,
  args: { content: testimonials },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TestimonialsCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second, third] = testimonials.items;

function carousel(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const group = canvas.getByRole('group', { name: testimonials.carouselLabel });
  return {
    group,
    next: canvas.getByRole('button', { name: testimonials.nextLabel }),
    previous: canvas.getByRole('button', { name: testimonials.previousLabel }),
    status: canvas.getByText(/^Témoignage \d sur \d$/),
    /** The one testimonial that can be seen (and is in the accessibility tree). */
    shown: () =>
      within(group)
        .getAllByRole('group')
        .filter((slide) => slide.checkVisibility({ visibilityProperty: true })),
  };
}

async function expectShown(canvasElement: HTMLElement, n: number, name: string) {
  const { shown, status } = carousel(canvasElement);
  await waitFor(async () => {
    const visible = shown();
    await expect(visible).toHaveLength(1);
    await expect(visible[0]).toHaveAccessibleName(`${n} sur 3`);
    await expect(within(visible[0]!).getByText(name)).toBeVisible();
  });
  await expect(status).toHaveTextContent(`Témoignage ${n} sur 3`);
}

export const ShowsTheFirstOfThree: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { group, status } = carousel(canvasElement);
    await expect(group).toHaveAttribute('aria-roledescription', 'carrousel');
    await expect(within(group).getAllByRole('group', { hidden: true })).toHaveLength(3);
    await expectShown(canvasElement, 1, first!.name);
    // Announced politely, never interrupting; nothing moves by itself.
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(within(canvasElement).queryByRole('button', { name: /pause/i })).toBeNull();
  },
};

export const NextWrapsFromLastToFirst: Story = {
  play: async ({ canvasElement }) => {
    const { next } = carousel(canvasElement);
    await userEvent.click(next);
    await expectShown(canvasElement, 2, second!.name);
    await userEvent.click(next);
    await expectShown(canvasElement, 3, third!.name);
    await userEvent.click(next);
    await expectShown(canvasElement, 1, first!.name);
  },
};

export const PreviousWrapsFromFirstToLast: Story = {
  play: async ({ canvasElement }) => {
    const { previous } = carousel(canvasElement);
    await userEvent.click(previous);
    await expectShown(canvasElement, 3, third!.name);
    await userEvent.click(previous);
    await expectShown(canvasElement, 2, second!.name);
  },
};

export const ArrowKeysMoveAndWrapWhenFocused: Story = {
  play: async ({ canvasElement }) => {
    const { group } = carousel(canvasElement);
    await userEvent.tab();
    await expect(group).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expectShown(canvasElement, 3, third!.name);
    await userEvent.keyboard('{ArrowRight}');
    await expectShown(canvasElement, 1, first!.name);
    await userEvent.keyboard('{ArrowRight}');
    await expectShown(canvasElement, 2, second!.name);
    // Tab then reaches the buttons, which work with Enter and Space like any button.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expectShown(canvasElement, 1, first!.name);
  },
};

export const ReducedMotionChangesWithoutAnimation: Story = {
  play: async ({ canvasElement }) => {
    const { next, shown } = carousel(canvasElement);
    await userEvent.click(next);
    // The test runner asks for reduced motion: the new slide appears without its entrance animation.
    await expect(getComputedStyle(shown()[0]!).animationName).toBe('none');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { next, previous } = carousel(canvasElement);
    for (const button of [next, previous]) {
      const box = button.getBoundingClientRect();
      await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await userEvent.click(next);
    await expectShown(canvasElement, 2, second!.name);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'tablet768', isRotated: false } },
  // Static on purpose: after clicks in the dark theme, Chromium's anti-aliasing of the round
  // buttons and avatars varied by a few pixels between runs; the moves are covered above.
  play: async ({ canvasElement }) => {
    await expectShown(canvasElement, 1, first!.name);
    await expect(within(canvasElement).getByText('AD')).toHaveAttribute('aria-hidden', 'true');
    await expectDarkPage(canvasElement);
  },
};

export const BeforeItsScriptsRunTheArrowsSayWhy: Story = {
  decorators: [asServerHtml],
  play: async ({ canvasElement }) => {
    const { next, previous, shown } = carousel(canvasElement);
    for (const button of [previous, next]) {
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(scriptsPendingReason);
      await expect(button).toHaveAttribute('title', scriptsPendingReason);
    }
    await expect(shown()).toHaveLength(1);
  },
};
