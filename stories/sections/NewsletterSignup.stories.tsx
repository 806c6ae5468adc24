import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { newsletter } from '../../src/content/homeNewsletter';
import { resetToasts, Toaster } from '../../src/kit';
import { NewsletterSignup } from '../../src/sections/NewsletterSignup';
import { formPosts, STORY_UNSUBSCRIBE } from '../support/formServer';
import { expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Sections/NewsletterSignup',
  component: NewsletterSignup,
  args: { content: newsletter },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <NewsletterSignup {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof NewsletterSignup>;

export default meta;
type Story = StoryObj<typeof meta>;

function form(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    input: canvas.getByRole('textbox', { name: newsletter.label }),
    submit: canvas.getByRole('button', { name: newsletter.submitLabel }),
    body: within(canvasElement.ownerDocument.body),
  };
}

export const EmptyField: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    resetToasts();
    const { input, submit } = form(canvasElement);
    await expect(input).toHaveAttribute('placeholder', 'Votre adresse email');
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(submit).toHaveAttribute('type', 'submit');
    // Label above, input and button on one line: the button lines up with the input.
    await expect(submit.getBoundingClientRect().top).toBeCloseTo(
      input.getBoundingClientRect().top,
      0,
    );
  },
};

export const SubmittingNothingAsksForAnAddress: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    const { input, submit, body } = form(canvasElement);
    await userEvent.click(submit);
    const error = await within(canvasElement).findByText(newsletter.emptyError);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(newsletter.emptyError);
    await expect(input).toHaveFocus();
    await expect(error.closest('[role="alert"]')).not.toBeNull();
    await expect(body.queryByText(newsletter.successTitle)).toBeNull();
    await expect(formPosts).not.toHaveBeenCalled();
  },
};

export const InvalidAddressKeepsWhatWasTyped: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    const { input, submit, body } = form(canvasElement);
    await userEvent.type(input, 'awa.diop@exemple');
    await userEvent.click(submit);
    await expect(await within(canvasElement).findByText(newsletter.invalidError)).toBeVisible();
    await expect(input).toHaveValue('awa.diop@exemple');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // Next to the field: right under the input.
    const errorBox = within(canvasElement)
      .getByText(newsletter.invalidError)
      .getBoundingClientRect();
    await expect(errorBox.top - input.getBoundingClientRect().bottom).toBeLessThan(16);
    await expect(body.queryByText(newsletter.successTitle)).toBeNull();
  },
};

export const ErrorGoesOnceTheAddressIsFixed: Story = {
  play: async ({ canvasElement }) => {
    resetToasts();
    const { input, submit } = form(canvasElement);
    await userEvent.type(input, 'awa.diop@exemple');
    await userEvent.click(submit);
    await within(canvasElement).findByText(newsletter.invalidError);
    await userEvent.type(input, '.sn');
    await waitFor(() =>
      expect(within(canvasElement).queryByText(newsletter.invalidError)).toBeNull(),
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveValue('awa.diop@exemple.sn');
  },
};

export const ValidAddressConfirmsAndClears: Story = {
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    resetToasts();
    const { input, submit, body } = form(canvasElement);
    await userEvent.type(input, '  awa.diop@exemple.sn ');
    await userEvent.click(submit);
    const toastTitle = await body.findByText(newsletter.successTitle);
    await expect(toastTitle).toBeVisible();
    await expect(
      body.getByText(
        'L’adresse awa.diop@exemple.sn figure sur la liste de notre lettre mensuelle.',
      ),
    ).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Sent once, trimmed, to the page the HTML form posts to; the answer gives the way out.
    await expect(formPosts).toHaveBeenCalledTimes(1);
    await expect(formPosts).toHaveBeenCalledWith('/', {
      email: 'awa.diop@exemple.sn',
      _form: 'newsletter',
      website: '',
    });
    // The other status on the form is the submit button's, silent once the answer is in.
    const [buttonStatus, status] = within(canvasElement).getAllByRole('status');
    await expect(buttonStatus).toBeEmptyDOMElement();
    await expect(status).toHaveTextContent(
      'Inscription enregistrée : l’adresse awa.diop@exemple.sn figure sur la liste de notre lettre mensuelle.',
    );
    await expect(
      within(status as HTMLElement).getByRole('link', { name: newsletter.unsubscribeLabel }),
    ).toHaveAttribute('href', STORY_UNSUBSCRIBE);
  },
};

export const OnPhoneWithAnError: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    resetToasts();
    const { input, submit } = form(canvasElement);
    await userEvent.type(input, 'awa');
    await userEvent.click(submit);
    await within(canvasElement).findByText(newsletter.invalidError);
    // Stacked: full-width button under the field.
    await expect(submit.getBoundingClientRect().top).toBeGreaterThan(
      input.getBoundingClientRect().bottom,
    );
    await expect(submit.getBoundingClientRect().width).toBe(input.getBoundingClientRect().width);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

export const DarkThemeConfirmation: Story = {
  globals: { theme: 'dark', viewport: { value: 'tablet768', isRotated: false } },
  parameters: { visual: { fullPage: true } },
  play: async ({ canvasElement }) => {
    resetToasts();
    const { input, submit, body } = form(canvasElement);
    await userEvent.type(input, 'yao.kouassi@exemple.ci');
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText(newsletter.successTitle)).toBeVisible();
    await expect(input).toHaveValue('');
    await expect(submit).toBeEnabled();
    await expectDarkPage(canvasElement);
  },
};
