import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack, Text, textSizes, textTones, textWeights } from '../../src/kit';
import { scales } from '../../tokens';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Kit/Text',
  component: Text,
  args: {
    children:
      'Vos clients paient avec Orange Money, Wave ou leur carte ; vous recevez les fonds sur votre compte sous 24 heures.',
  },
  argTypes: {
    size: { control: 'inline-radio', options: textSizes },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BodyParagraph: Story = {
  play: async ({ canvasElement }) => {
    const paragraph = within(canvasElement).getByText(/Vos clients paient/);
    await expect(paragraph.tagName).toBe('P');
    const style = getComputedStyle(paragraph);
    await expect(style.fontSize).toBe(`${parseFloat(scales.typeScale.md.fontSize) * 16}px`);
    await expect(style.fontWeight).toBe(scales.fontWeights.regular);
  },
};

export const EverySize: Story = {
  render: () => (
    <Stack gap={2}>
      {textSizes.map((size) => (
        <Text key={size} size={size}>
          Taille {size} : paiement reçu de 15 000 FCFA.
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of textSizes) {
      const style = getComputedStyle(
        canvas.getByText(`Taille ${size} : paiement reçu de 15 000 FCFA.`),
      );
      await expect(style.fontSize).toBe(`${parseFloat(scales.typeScale[size].fontSize) * 16}px`);
      await expect(style.lineHeight).toBe(
        `${parseFloat(scales.typeScale[size].lineHeight) * 16}px`,
      );
    }
  },
};

export const EveryTone: Story = {
  render: () => (
    <Stack gap={2}>
      {textTones.map((tone) => (
        <Text key={tone} tone={tone}>
          Ton {tone} : le virement est en cours de traitement.
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colors = textTones.map(
      (tone) =>
        getComputedStyle(canvas.getByText(`Ton ${tone} : le virement est en cours de traitement.`))
          .color,
    );
    // Every tone is its own colour (axe checks each against the page).
    await expect(new Set(colors).size).toBe(textTones.length);
  },
};

/** The dark theme's colour for each tone. */
const darkToneColors: Record<(typeof textTones)[number], string> = {
  default: dark.text.default,
  muted: dark.text.muted,
  brand: dark.brand.text,
  success: dark.tone.success.text,
  warning: dark.tone.warning.text,
  danger: dark.tone.danger.text,
};

export const EveryToneInDarkTheme: Story = {
  ...EveryTone,
  globals: { theme: 'dark' },
  play: async (context) => {
    await EveryTone.play?.(context);
    await expectDarkPage(context.canvasElement);
    const canvas = within(context.canvasElement);
    for (const tone of textTones) {
      await expectColors(
        canvas.getByText(`Ton ${tone} : le virement est en cours de traitement.`),
        {
          color: darkToneColors[tone],
        },
      );
    }
  },
};

export const EveryWeight: Story = {
  render: () => (
    <Stack gap={2}>
      {textWeights.map((weight) => (
        <Text key={weight} weight={weight}>
          Graisse {weight} : 2 450 transactions ce mois-ci.
        </Text>
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const weight of textWeights) {
      const el = canvas.getByText(`Graisse ${weight} : 2 450 transactions ce mois-ci.`);
      await expect(getComputedStyle(el).fontWeight).toBe(scales.fontWeights[weight]);
    }
  },
};

export const InlineInsideAParagraph: Story = {
  render: () => (
    <Text align="center">
      Frais de transaction :{' '}
      <Text as="strong" weight="bold" tone="brand">
        1,5 %
      </Text>{' '}
      par paiement réussi.
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const strong = within(canvasElement).getByText('1,5 %');
    await expect(strong.tagName).toBe('STRONG');
    const paragraph = strong.closest('p') as HTMLElement;
    await expect(paragraph).toHaveTextContent('Frais de transaction : 1,5 % par paiement réussi.');
    await expect(getComputedStyle(paragraph).textAlign).toBe('center');
    await expect(getComputedStyle(strong).fontWeight).toBe(scales.fontWeights.bold);
  },
};
