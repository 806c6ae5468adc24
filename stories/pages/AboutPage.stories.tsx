import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { about } from '../../src/content/about';
import { site } from '../../src/content/site';
import { AboutPage } from '../../src/pages/AboutPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

const meta = {
  title: 'Pages/AboutPage',
  component: AboutPage,
  parameters: { layout: 'fullscreen', route: paths.about },
} satisfies Meta<typeof AboutPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function expectAboutPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, about.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    about.mission.title,
    about.audience.title,
    about.values.title,
    about.countries.title,
    about.cta.title,
  ]);
  await expectLinks(canvasElement, about.cta.contact, paths.contactUs);
  await expectLinks(canvasElement, about.cta.register, site.merchantRegisterUrl);
  const countries = canvas.getByRole('heading', { name: about.countries.title }).closest('section');
  await expect(within(countries as HTMLElement).getAllByRole('listitem')).toHaveLength(
    about.countries.list.length,
  );
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectAboutPage(canvasElement);
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectAboutPage(canvasElement);
    await expectNoHorizontalScroll(canvasElement);
  },
};
