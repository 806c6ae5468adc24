import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SectionIntro } from '../../src/sections/SectionIntro';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const copy = {
  eyebrow: 'Pourquoi Yonnee',
  title: 'Une seule intégration pour tout le continent',
  lead: 'Wave, Orange Money, Moov et les cartes derrière une API, avec un tableau de bord en français.',
};

const meta = {
  title: 'Sections/SectionIntro',
  component: SectionIntro,
  args: { id: 'intro-titre', ...copy },
} satisfies Meta<typeof SectionIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const heading = canvas.getByRole('heading', { name: copy.title });
  const eyebrow = canvas.queryByText(copy.eyebrow);
  const lead = canvas.queryByText(copy.lead);
  return { canvas, heading, eyebrow, lead, intro: heading.parentElement as HTMLElement };
}

export const EyebrowTitleAndLead: Story = {
  play: async ({ canvasElement }) => {
    const { heading, eyebrow, lead } = parts(canvasElement);
    // A section of a page: an h2 carrying the id the band is labelled by.
    await expect(heading.tagName).toBe('H2');
    await expect(heading).toHaveAttribute('id', 'intro-titre');
    // Read in order: the kicker, the title, then the lead, which is quieter than the title.
    await expect(eyebrow!.nextElementSibling).toBe(heading);
    await expect(heading.nextElementSibling).toBe(lead);
    await expect(eyebrow!.tagName).toBe('P');
    await expect(getComputedStyle(eyebrow!).textTransform).toBe('uppercase');
    await expect(getComputedStyle(lead!).color).not.toBe(getComputedStyle(heading).color);
    await expect(getComputedStyle(heading).textAlign).toBe('start');
  },
};

export const TitleAlone: Story = {
  args: { eyebrow: undefined, lead: undefined },
  play: async ({ canvasElement }) => {
    const { heading, intro } = parts(canvasElement);
    // Nothing empty is left where the eyebrow and the lead would be.
    await expect(intro.children).toHaveLength(1);
    await expect(intro.firstElementChild).toBe(heading);
  },
};

export const CentredForAStandAloneBand: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const { heading, lead, intro } = parts(canvasElement);
    await expect(getComputedStyle(heading).textAlign).toBe('center');
    await expect(getComputedStyle(lead!).textAlign).toBe('center');
    // The block sits in the middle of its column: equal room on either side.
    const column = intro.parentElement!.getBoundingClientRect();
    const box = intro.getBoundingClientRect();
    await expect(Math.abs(box.left - column.left - (column.right - box.right))).toBeLessThanOrEqual(
      1,
    );
  },
};

export const PageTitleIsAnH1: Story = {
  args: { level: 1 },
  render: (args) => (
    <>
      <SectionIntro {...args} />
      <SectionIntro id="section-titre" title="Une section de la page" />
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1, name: copy.title });
    const section = canvas.getByRole('heading', { level: 2, name: 'Une section de la page' });
    // The page's own title is drawn larger than its sections' titles.
    await expect(parseFloat(getComputedStyle(title).fontSize)).toBeGreaterThan(
      parseFloat(getComputedStyle(section).fontSize),
    );
  },
};

export const InDarkTheme: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const { heading, eyebrow, lead } = parts(canvasElement);
    await expectDarkPage(canvasElement);
    await expectColors(eyebrow!, { color: dark.brand.text });
    await expectColors(heading, { color: dark.text.default });
    await expectColors(lead!, { color: dark.text.muted });
  },
};
