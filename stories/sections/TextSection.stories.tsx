import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { about } from '../../src/content/about';
import { Text } from '../../src/kit';
import { TextSection } from '../../src/sections/TextSection';

const meta = {
  title: 'Sections/TextSection',
  component: TextSection,
  parameters: { layout: 'fullscreen' },
  args: {
    title: about.mission.title,
    children: about.mission.paragraphs.map((paragraph) => (
      <Text key={paragraph} size="lg">
        {paragraph}
      </Text>
    )),
  },
} satisfies Meta<typeof TextSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReadableLineLength: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: about.mission.title })).toBeVisible();
    const paragraph = canvas.getByText(about.mission.paragraphs[0] ?? '');
    // 42rem: about 70 characters a line, even on a wide screen.
    await expect(paragraph.getBoundingClientRect().width).toBeLessThanOrEqual(42 * 16);
  },
};

export const SunkenOnPhone: Story = {
  args: { surface: 'sunken' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region')).toHaveAttribute(
      'data-surface',
      'sunken',
    );
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
