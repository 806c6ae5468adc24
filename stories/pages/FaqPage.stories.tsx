import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { docsPath, paths } from '../../src/paths/paths';
import { faqEntries } from '../../src/content/faq';
import { faqPage } from '../../src/content/faqPage';
import { FaqPage } from '../../src/pages/FaqPage';
import {
  desktop,
  expectLinks,
  expectNoHorizontalScroll,
  expectNoSkippedHeadingLevel,
  expectSingleH1,
  phone,
} from './marketingChecks';

const meta = {
  title: 'Pages/FaqPage',
  component: FaqPage,
  parameters: { layout: 'fullscreen', route: paths.faq },
} satisfies Meta<typeof FaqPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const questionCount = faqPage.groups.reduce((sum, group) => sum + group.entries.length, 0);

async function expectFaqPage(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expectSingleH1(canvasElement, faqPage.title);
  await expectNoSkippedHeadingLevel(canvasElement);
  await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    ...faqPage.groups.map((group) => group.title),
    faqPage.cta.title,
  ]);
  // The home page's five questions come first, then the rest.
  const questions = canvas.getAllByRole('button', { expanded: false });
  await expect(questions).toHaveLength(questionCount);
  await expect(questions.slice(0, 5).map((q) => q.textContent)).toEqual(
    faqEntries.map((entry) => entry.question),
  );
  await expectLinks(canvasElement, faqPage.cta.contact, paths.contactUs);
  await expectLinks(canvasElement, faqPage.cta.docs, docsPath('presentation'));
}

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await expectFaqPage(canvasElement);
    const canvas = within(canvasElement);
    const fees = canvas.getByRole('button', { name: /Combien coûte Yonnee/ });
    await userEvent.click(fees);
    await expect(fees).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/aucun abonnement mensuel/)).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectFaqPage(canvasElement);
    const canvas = within(canvasElement);
    const delay = canvas.getByRole('button', { name: /paiement de masse/ });
    await userEvent.click(delay);
    await expect(canvas.getByText(/^En moins de 5 minutes/)).toBeVisible();
    await expectNoHorizontalScroll(canvasElement);
  },
};
