import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Container, containerWidths, Heading, Stack, Text } from '../../src/kit';
import { vars } from '../../tokens';

const remToPx = (rem: string) => parseFloat(rem) * 16;

const meta = {
  title: 'Kit/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    role: 'region',
    'aria-label': 'Contenu centré',
    children: (
      <div style={{ background: vars.color.surface.sunken, padding: 16 }}>
        <Text>
          Yonnee regroupe mobile money, carte et virement derrière une seule intégration, pour
          encaisser et verser dans plus de dix pays d’Afrique francophone.
        </Text>
      </div>
    ),
  },
  argTypes: {
    width: { control: 'inline-radio', options: containerWidths },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageWidthIsCappedAndCentred: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Contenu centré' });
    const box = region.getBoundingClientRect();
    await expect(box.width).toBe(remToPx('72rem'));
    const page = document.documentElement.clientWidth;
    // Equal margins on both sides: centred.
    await expect(Math.round(box.left)).toBe(Math.round(page - box.right));
    await expect(getComputedStyle(region).paddingInlineStart).toBe('24px');
  },
};

export const ProseWidthKeepsLinesReadable: Story = {
  args: { width: 'prose' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Contenu centré' });
    await expect(region.getBoundingClientRect().width).toBe(remToPx('42rem'));
  },
};

export const PhoneGuttersAreNarrower: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Contenu centré' });
    await expect(region.getBoundingClientRect().width).toBe(360);
    await expect(getComputedStyle(region).paddingInlineStart).toBe('16px');
    await expect(getComputedStyle(region).paddingInlineEnd).toBe('16px');
  },
};

export const EveryWidth: Story = {
  render: (args) => (
    <Stack gap={6}>
      {containerWidths.map((width) => (
        <Container key={width} width={width} role="region" aria-label={`Largeur ${width}`}>
          <Heading level={2} size="md">
            Largeur « {width} »
          </Heading>
          {args.children}
        </Container>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const widths = containerWidths.map(
      (width) =>
        canvas.getByRole('region', { name: `Largeur ${width}` }).getBoundingClientRect().width,
    );
    // `page` is wider than `prose` at this viewport.
    await expect(widths[0]).toBeGreaterThan(widths[1] ?? Infinity);
  },
};
