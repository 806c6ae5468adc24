import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { faqEntries } from '../../src/content/faq';
import { homeFaq } from '../../src/content/homeFaq';
import { FaqAccordion } from '../../src/sections/FaqAccordion';
import { asServerHtml } from '../kit/asServerHtml';
import { expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/FaqAccordion',
  component: FaqAccordion,
  args: {
    entries: faqEntries,
    eyebrow: homeFaq.eyebrow,
    title: homeFaq.title,
    more: { label: homeFaq.allLabel, href: homeFaq.allHref },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

const question = (canvasElement: HTMLElement, index: number) =>
  within(canvasElement).getByRole('button', { name: faqEntries[index]!.question });

export const AllClosedAtFirst: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: homeFaq.title })).toBeVisible();
    // Questions are h3 under the section's h2: no level skipped.
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((h) => h.textContent)).toEqual(faqEntries.map((e) => e.question));
    for (const [i] of faqEntries.entries()) {
      await expect(question(canvasElement, i)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(canvas.getByRole('link', { name: homeFaq.allLabel })).toHaveAttribute(
      'href',
      paths.faq,
    );
  },
};

export const OnlyOneOpenAtATime: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(question(canvasElement, 0));
    await expect(question(canvasElement, 0)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(faqEntries[0]!.answer)).toBeVisible();
    await userEvent.click(question(canvasElement, 2));
    await expect(question(canvasElement, 2)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvasElement, 0)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(faqEntries[0]!.answer)).toBeNull();
    // The fees answer says what the spec promises.
    await expect(canvas.getByText(faqEntries[2]!.answer)).toHaveTextContent(
      /aucun abonnement mensuel/,
    );
    await expect(canvas.getByText(faqEntries[2]!.answer)).toHaveTextContent(
      /commission sur chaque paiement/,
    );
  },
};

export const ClickingTheOpenQuestionClosesIt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(question(canvasElement, 1));
    await expect(canvas.getByText(faqEntries[1]!.answer)).toBeVisible();
    await userEvent.click(question(canvasElement, 1));
    await expect(question(canvasElement, 1)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(faqEntries[1]!.answer)).toBeNull();
    for (const [i] of faqEntries.entries()) {
      await expect(question(canvasElement, i)).toHaveAttribute('aria-expanded', 'false');
    }
  },
};

export const KeyboardOpensAndMovesBetweenQuestions: Story = {
  play: async ({ canvasElement }) => {
    question(canvasElement, 0).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(question(canvasElement, 1)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(question(canvasElement, 1)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    await expect(question(canvasElement, 4)).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(question(canvasElement, 4)).toHaveAttribute('aria-expanded', 'true');
    await expect(question(canvasElement, 1)).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AsThePageTitle: Story = {
  args: { titleLevel: 1, more: undefined, eyebrow: undefined, title: 'Questions fréquentes' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Questions fréquentes' }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(faqEntries.length);
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const OnPhoneWithAnAnswerOpen: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.click(question(canvasElement, 3));
    await expect(within(canvasElement).getByText(faqEntries[3]!.answer)).toBeVisible();
    const trigger = question(canvasElement, 3).getBoundingClientRect();
    await expect(trigger.height).toBeGreaterThanOrEqual(44);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkTheme: Story = {
  globals: { theme: 'dark', viewport: { value: 'desktop1280', isRotated: false } },
  // Static on purpose: after a click in the dark theme, the anti-aliasing of the round chevrons
  // varied by a few pixels between runs; opening and closing are covered above.
  play: async ({ canvasElement }) => {
    for (const [i] of faqEntries.entries()) {
      await expect(question(canvasElement, i)).toHaveAttribute('aria-expanded', 'false');
    }
    await expect(within(canvasElement).getByRole('link', { name: homeFaq.allLabel })).toBeVisible();
    await expectDarkPage(canvasElement);
  },
};

/** A native entry of the server's HTML: its summary holds the question. */
const nativeEntry = (canvasElement: HTMLElement, index: number) => {
  const question = within(canvasElement).getByRole('heading', {
    level: 3,
    name: faqEntries[index]!.question,
  });
  return { summary: question.closest('summary')!, details: question.closest('details')! };
};

export const BeforeItsScriptsRunEveryAnswerReads: Story = {
  decorators: [asServerHtml],
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('Questions are native entries, in the outline, all closed', async () => {
      const headings = canvas.getAllByRole('heading', { level: 3 });
      await expect(headings.map((h) => h.textContent)).toEqual(faqEntries.map((e) => e.question));
      for (const [i] of faqEntries.entries()) {
        await expect(nativeEntry(canvasElement, i).details).not.toHaveAttribute('open');
        await expect(canvas.getByText(faqEntries[i]!.answer)).not.toBeVisible();
      }
    });
    await step('A click opens an answer, the browser alone', async () => {
      await userEvent.click(nativeEntry(canvasElement, 0).summary);
      await expect(canvas.getByText(faqEntries[0]!.answer)).toBeVisible();
    });
    await step('Opening another closes the first (spec 4)', async () => {
      await userEvent.click(nativeEntry(canvasElement, 2).summary);
      await expect(canvas.getByText(faqEntries[2]!.answer)).toBeVisible();
      await expect(canvas.getByText(faqEntries[0]!.answer)).not.toBeVisible();
    });
    await step('Clicking the open question closes it', async () => {
      await userEvent.click(nativeEntry(canvasElement, 2).summary);
      await expect(canvas.getByText(faqEntries[2]!.answer)).not.toBeVisible();
    });
    // Shown with one answer open, the look of the page before its scripts run.
    await userEvent.click(nativeEntry(canvasElement, 3).summary);
    await expect(canvas.getByText(faqEntries[3]!.answer)).toBeVisible();
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
