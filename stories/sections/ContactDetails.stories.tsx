import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { answerPromise, contactPage } from '../../src/content/contact';
import { site } from '../../src/content/site';
import { contactDetailsWordsEn } from '../../src/content/docs/en/contact';
import { ContactDetails } from '../../src/sections/ContactDetails';
import { loose } from '../pages/marketingChecks';
import { inEnglish } from '../support/inEnglish';

const meta = {
  title: 'Sections/ContactDetails',
  component: ContactDetails,
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: contactPage.detailsTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 3, name: contactPage.hoursTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: site.supportPhone })).toHaveAttribute(
      'href',
      site.supportPhoneHref,
    );
    await expect(canvas.getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    await expect(canvas.getByText(site.address).tagName).toBe('ADDRESS');
    await expect(canvas.getByText(loose(answerPromise))).toBeVisible();
    // Spec 9: Monday to Friday 08h–18h, Saturday 08h–12h, each day beside its hours.
    await expect(canvas.getByText('Du lundi au vendredi').nextElementSibling).toHaveTextContent(
      '08h – 18h',
    );
    await expect(canvas.getByText('Le samedi').nextElementSibling).toHaveTextContent('08h – 12h');
  },
};

export const UnderAnH2: Story = {
  args: { headingLevel: 3 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 3, name: contactPage.detailsTitle }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { level: 4, name: contactPage.hoursTitle }),
    ).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** On /en/documentation/support: the same details, in English, under the page's h2. */
export const InEnglish: Story = {
  args: { headingLevel: 3, words: contactDetailsWordsEn },
  decorators: [inEnglish],
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const words = contactDetailsWordsEn;
    await expect(canvas.getByRole('heading', { level: 3, name: words.detailsTitle })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: words.hoursTitle })).toBeVisible();
    await expect(canvas.getByText(loose(words.answerPromise))).toBeVisible();
    await expect(canvas.getByText(words.labels.phone)).toBeVisible();
    await expect(canvas.getByRole('link', { name: site.supportPhone })).toHaveAttribute(
      'href',
      site.supportPhoneHref,
    );
    await expect(canvas.getByText(words.address).tagName).toBe('ADDRESS');
    await expect(canvas.getByText('Monday to Friday').nextElementSibling).toHaveTextContent(
      '8 am – 6 pm',
    );
    await expect(canvas.getByText('Saturday').nextElementSibling).toHaveTextContent('8 am – noon');
    await expect(canvas.queryByText(/lundi|samedi|Téléphone|Adresse|Horaires/)).toBeNull();
  },
};
