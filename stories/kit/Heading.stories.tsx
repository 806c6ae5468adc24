import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Heading, headingLevels, headingSizes, Stack } from '../../src/kit';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const fontSize = (el: HTMLElement) => parseFloat(getComputedStyle(el).fontSize);

const meta = {
  title: 'Kit/Heading',
  component: Heading,
  args: { level: 1, children: 'Encaissez partout en Afrique francophone' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'select', options: headingSizes },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageTitle: Story = {
  play: async ({ canvasElement }) => {
    const heading = within(canvasElement).getByRole('heading', {
      level: 1,
      name: 'Encaissez partout en Afrique francophone',
    });
    await expect(heading.tagName).toBe('H1');
    await expect(getComputedStyle(heading).fontWeight).toBe('700');
  },
};

export const EveryLevelWithItsDefaultSize: Story = {
  render: () => (
    <Stack gap={3}>
      {headingLevels.map((level) => (
        <Heading key={level} level={level}>
          Titre de niveau {level}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = headingLevels.map((level) =>
      canvas.getByRole('heading', { level, name: `Titre de niveau ${level}` }),
    );
    const sizes = headings.map(fontSize);
    // Deeper levels are never larger than the level above them.
    for (let i = 1; i < sizes.length; i += 1) {
      await expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1] ?? 0);
    }
    await expect(sizes[0]).toBeGreaterThan(sizes[sizes.length - 1] ?? Infinity);
  },
};

export const EverySize: Story = {
  render: () => (
    <Stack gap={3}>
      {headingSizes.map((size) => (
        <Heading key={size} level={2} size={size}>
          Taille {size}
        </Heading>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = headingSizes.map((size) =>
      fontSize(canvas.getByRole('heading', { level: 2, name: `Taille ${size}` })),
    );
    // headingSizes runs from largest to smallest, each step visibly smaller.
    for (let i = 1; i < sizes.length; i += 1) {
      await expect(sizes[i]).toBeLessThan(sizes[i - 1] ?? 0);
    }
  },
};

export const SizeIsIndependentOfLevel: Story = {
  render: () => (
    <Stack gap={3}>
      <Heading level={2} size="md">
        Section discrète
      </Heading>
      <Heading level={3} size="3xl">
        Sous-section mise en avant
      </Heading>
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const h2 = canvas.getByRole('heading', { level: 2, name: 'Section discrète' });
    const h3 = canvas.getByRole('heading', { level: 3, name: 'Sous-section mise en avant' });
    // The outline keeps its levels while the look follows `size`.
    await expect(fontSize(h3)).toBeGreaterThan(fontSize(h2));
  },
};

export const EverySizeInDarkTheme: Story = {
  ...EverySize,
  globals: { theme: 'dark' },
  play: async (context) => {
    await EverySize.play?.(context);
    await expectDarkPage(context.canvasElement);
    // Every size keeps the dark theme's text colour on its page surface.
    for (const heading of within(context.canvasElement).getAllByRole('heading', { level: 2 })) {
      await expectColors(heading, { color: dark.text.default });
    }
  },
};
