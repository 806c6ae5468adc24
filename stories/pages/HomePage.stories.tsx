import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { developerPlatform } from '../../src/content/homeDeveloperPlatform';
import { homeFaq } from '../../src/content/homeFaq';
import { hero } from '../../src/content/homeHero';
import { newsletter } from '../../src/content/homeNewsletter';
import { partners } from '../../src/content/homePartners';
import { paymentExperience } from '../../src/content/homePaymentExperience';
import { solutions } from '../../src/content/homeSolutions';
import { statsCta } from '../../src/content/homeStatsCta';
import { testimonials } from '../../src/content/homeTestimonials';
import { dashboardPreview } from '../../src/content/dashboardPreview';
import { HomePage } from '../../src/pages/HomePage';
import { expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Pages/HomePage',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec 2.3, in order. */
const sectionTitles = [
  hero.title,
  paymentExperience.title,
  solutions.title,
  developerPlatform.title,
  testimonials.title,
  partners.title,
  statsCta.title,
  homeFaq.title,
  newsletter.title,
];

async function expectSectionsInOrder(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  // The parts with no control and the parts hydrated when near are chunks of their own when the
  // page renders in the browser (StaticPart, DeferredPart): each is there once its chunk has arrived.
  // The first story to ask for them fetches them all, which took over the default second on a
  // loaded CI machine: they are given five.
  const arrival = { timeout: 5000 };
  for (const title of sectionTitles.slice(1)) {
    await canvas.findByRole('region', { name: title }, arrival);
  }
  await canvas.findByRole('figure', { name: dashboardPreview.label }, arrival);
  const regions = canvas.getAllByRole('region');
  await expect(
    regions.map(
      (r) =>
        r.getAttribute('aria-labelledby') &&
        r.querySelector(`[id="${r.getAttribute('aria-labelledby')}"]`)?.textContent,
    ),
  ).toEqual(sectionTitles);
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  // Every section is an h2 under the one h1.
  await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
    sectionTitles.slice(1),
  );
}

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectSectionsInOrder(canvasElement);
    // Surfaces alternate so each section reads as its own band.
    const surfaces = within(canvasElement)
      .getAllByRole('region')
      .slice(1)
      .map((r) => r.getAttribute('data-surface'));
    await expect(surfaces).toEqual([
      'sunken',
      'page',
      'sunken',
      'page',
      'sunken',
      'brand',
      'page',
      'sunken',
    ]);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectSectionsInOrder(canvasElement);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    // The sections far below the first screen are not drawn until scrolled near.
    const canvas = within(canvasElement);
    const drawn = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });
    const first = canvas.getByRole('heading', { level: 1, name: hero.title });
    const last = canvas.getByRole('heading', { level: 2, name: newsletter.title });
    await waitFor(() => expect(drawn(first)).toBe(true));
    await expect(drawn(last)).toBe(false);
    last.scrollIntoView();
    await waitFor(() => expect(drawn(last)).toBe(true));
    window.scrollTo(0, 0);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'tablet768', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectSectionsInOrder(canvasElement);
    await expectDarkPage(canvasElement);
  },
};
