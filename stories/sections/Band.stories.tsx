import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Text } from '../../src/kit';
import { Band } from '../../src/sections/Band';
import { SectionIntro } from '../../src/sections/SectionIntro';
import { themes } from '../../tokens';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/Band',
  component: Band,
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  // As the home page uses it: a section intro, then its content.
  args: {
    labelledBy: 'bande-titre',
    children: (
      <SectionIntro
        id="bande-titre"
        eyebrow="Paiements"
        title="Encaissez dans huit pays"
        lead="Sénégal, Côte d’Ivoire, Mali, Burkina Faso, Bénin, Togo, Niger et Guinée."
      />
    ),
  },
} satisfies Meta<typeof Band>;

export default meta;
type Story = StoryObj<typeof meta>;

const regionOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: 'Encaissez dans huit pays' });

/** The band's surface in the light theme, as the page shows it. */
const lightSurface = {
  page: themes.light.surface.page,
  sunken: themes.light.surface.sunken,
  brand: themes.light.brand.subtle,
};

/** The band says which surface it is on and is drawn with it; returns the band. */
async function expectSurface(canvasElement: HTMLElement, surface: keyof typeof lightSurface) {
  const region = regionOf(canvasElement);
  await expect(region).toHaveAttribute('data-surface', surface);
  await expectColors(region, { backgroundColor: lightSurface[surface] });
  return region;
}

export const PageSurfaceNamedByItsHeading: Story = {
  play: async ({ canvasElement }) => {
    const region = await expectSurface(canvasElement, 'page');
    await expect(region.tagName).toBe('SECTION');
    // Full width, its content centred in the site's container.
    await expect(region.getBoundingClientRect().width).toBe(1280);
    const container = region.firstElementChild!.getBoundingClientRect();
    await expect(container.left).toBeCloseTo(1280 - container.right, 0);
  },
};

export const SunkenSurfaceSetsItApart: Story = {
  args: { surface: 'sunken' },
  play: async ({ canvasElement }) => {
    await expectSurface(canvasElement, 'sunken');
  },
};

export const BrandSurfaceForACallToAction: Story = {
  args: { surface: 'brand' },
  play: async ({ canvasElement }) => {
    await expectSurface(canvasElement, 'brand');
  },
};

export const CompactIsAThinnerStrip: Story = {
  render: () => (
    <>
      <Band labelledBy="reguliere">
        <Text id="reguliere">Bande régulière</Text>
      </Band>
      <Band labelledBy="compacte" spacing="compact">
        <Text id="compacte">Bande compacte</Text>
      </Band>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const regular = canvas.getByRole('region', { name: 'Bande régulière' });
    const compact = canvas.getByRole('region', { name: 'Bande compacte' });
    // Same content, less room above and below it.
    await expect(compact.getBoundingClientRect().height).toBeLessThan(
      regular.getBoundingClientRect().height,
    );
    await expect(parseFloat(getComputedStyle(compact).paddingTop)).toBeLessThan(
      parseFloat(getComputedStyle(regular).paddingTop),
    );
  },
};

export const LongWordsWrapOnAPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  render: () => (
    <Band labelledBy="mots-longs">
      <Text id="mots-longs">
        Écrivez-nous à support-integrations-marchands@yonnee.com pour WooCommerceMultiDevises.
      </Text>
    </Band>
  ),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: /^Écrivez-nous/ });
    // The address breaks where it must instead of pushing the page sideways.
    await expect(getComputedStyle(region).overflowWrap).toBe('anywhere');
    await expect(region.getBoundingClientRect().width).toBe(360);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const SunkenInDarkTheme: Story = {
  args: { surface: 'sunken' },
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectDarkPage(canvasElement);
    await expectColors(regionOf(canvasElement), {
      backgroundColor: dark.surface.sunken,
      color: dark.text.default,
    });
  },
};
