import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { office, officeMapUrl } from '../../src/content/docs/office';
import { officeMapWordsEn } from '../../src/content/docs/en/officeMap';
import { site } from '../../src/content/site';
import { OfficeMap } from '../../src/sections/OfficeMap';
import { withRoom } from '../kit/withRoom';
import { expectDarkPage } from '../support/themeColors';
import { inEnglish } from '../support/inEnglish';

const meta = {
  title: 'Sections/OfficeMap',
  component: OfficeMap,
  decorators: [withRoom],
  globals: { viewport: { value: 'tablet768', isRotated: false } },
} satisfies Meta<typeof OfficeMap>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DrawnMapWithTheAddressAndALink: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = canvas.getByRole('img', { name: `${office.mapTitle} ${office.mapDescription}` });
    await expect(map.tagName.toLowerCase()).toBe('svg');
    await expect(canvas.getByText(site.address)).toBeVisible();
    const link = canvas.getByRole('link', { name: `${office.openStreetMap} (nouvel onglet)` });
    await expect(link).toHaveAttribute('href', officeMapUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    // No third party: nothing on the map is loaded from elsewhere.
    await expect(canvasElement.querySelectorAll('iframe, img, image, script')).toHaveLength(0);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectDarkPage(canvasElement);
    await expect(
      within(canvasElement).getByRole('img', { name: new RegExp(office.mapTitle) }),
    ).toBeVisible();
  },
};

/** On /en/documentation/support: the same map, its words in English. */
export const InEnglish: Story = {
  args: { words: officeMapWordsEn },
  decorators: [inEnglish],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { mapTitle, mapDescription, sea, address, openStreetMap, newTab } = officeMapWordsEn;
    await expect(canvas.getByRole('img', { name: `${mapTitle} ${mapDescription}` })).toBeVisible();
    await expect(canvas.getByText(sea)).toBeInTheDocument();
    await expect(canvas.getByText(address).tagName).toBe('ADDRESS');
    const link = canvas.getByRole('link', { name: `${openStreetMap} ${newTab}` });
    await expect(link).toHaveAttribute('href', officeMapUrl);
    await expect(canvas.queryByText(/Océan|Ouvrir|onglet|Immeuble/)).toBeNull();
  },
};
