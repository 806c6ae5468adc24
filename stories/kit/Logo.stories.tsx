import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link, Logo } from '../../src/kit';
import { dark, expectColors, expectDarkPage, rgb } from '../support/themeColors';

const meta = {
  title: 'Kit/Logo',
  component: Logo,
  argTypes: { variant: { control: 'inline-radio', options: ['full', 'mark'] } },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The logo's root: decorative, so it is found through the story's canvas, not by a role. */
const logoOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement;

export const MarkAndWordmark: Story = {
  play: async ({ canvasElement }) => {
    const logo = logoOf(canvasElement);
    await expect(logo).toHaveTextContent('Yonnee');
    const mark = logo.querySelector('svg')!;
    await expect(mark.getBoundingClientRect().width).toBe(32);
    await expect(mark).toHaveAttribute('focusable', 'false');
    // Hidden from assistive technology: the link around it carries the name.
    await expect(logo).toHaveAttribute('aria-hidden', 'true');
  },
};

export const MarkAloneAtAnySize: Story = {
  args: { variant: 'mark', size: 48 },
  play: async ({ canvasElement }) => {
    const logo = logoOf(canvasElement);
    await expect(logo).toHaveTextContent('');
    const box = logo.querySelector('svg')!.getBoundingClientRect();
    await expect(box.width).toBe(48);
    await expect(box.height).toBe(48);
  },
};

export const NamedByTheLinkAroundIt: Story = {
  render: (args) => (
    <Link href="/" unstyled aria-label="Yonnee, accueil">
      <Logo {...args} />
    </Link>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Yonnee, accueil' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).toContainElement(logoOf(canvasElement));
  },
};

export const InDarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expectDarkPage(canvasElement);
    const logo = logoOf(canvasElement);
    // The wordmark follows the text colour; the mark's square takes the dark theme's brand colour
    // and its letter the page colour, so it reads as a cut-out.
    await expectColors(logo, { color: dark.text.default });
    const [square, letter] = [...logo.querySelectorAll('svg > *')];
    await expect(getComputedStyle(square!).fill).toBe(rgb(dark.brand.bg));
    await expect(getComputedStyle(letter!).fill).toBe(rgb(dark.surface.page));
  },
};
