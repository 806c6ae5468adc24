import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactForm } from '../../src/content/contact';
import { contactFormWordsEn } from '../../src/content/docs/en/contact';
import { FormOutcomeContext, OFFLINE_NOTICE } from '../../src/lib/forms';
import { ContactForm } from '../../src/sections/ContactForm';
import { loose } from '../pages/marketingChecks';
import { formPosts, STORY_REFERENCE } from '../support/formServer';
import { inEnglish } from '../support/inEnglish';

const meta = {
  title: 'Sections/ContactForm',
  component: ContactForm,
  args: { action: '/contacteznous' },
  globals: { viewport: { value: 'tablet768', isRotated: false } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function fields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    lastName: canvas.getByRole('textbox', { name: /^Nom/ }),
    firstName: canvas.getByRole('textbox', { name: /^Prénom/ }),
    email: canvas.getByRole('textbox', { name: /^Adresse e-mail/ }),
    phone: canvas.getByRole('textbox', { name: /^Téléphone/ }),
    message: canvas.getByRole('textbox', { name: /^Message/ }),
    submit: canvas.getByRole('button', { name: contactForm.submit }),
  };
}

type FieldName = 'lastName' | 'firstName' | 'email' | 'phone' | 'message';
type Fields = ReturnType<typeof fields>;

/** A message as a merchant writes it; stories type what they test instead where it matters. */
const awa = {
  lastName: 'Diop',
  firstName: 'Awa',
  email: 'awa.diop@exemple.sn',
  message: 'Bonjour, je voudrais ouvrir un compte marchand.',
};

/** Types each value into its field, in the form's order, as a visitor would. */
async function fill(f: Fields, values: Partial<Record<FieldName, string>>) {
  for (const name of ['lastName', 'firstName', 'email', 'phone', 'message'] as const) {
    const value = values[name];
    if (value) await userEvent.type(f[name], value);
  }
}

/** The error is announced, tied to its field, and sits right under it. */
async function expectErrorBeside(field: HTMLElement, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(loose(message, { exact: false }));
  const error = within(field.parentElement as HTMLElement).getByText(loose(message));
  await expect(error.closest('[role="alert"]')).not.toBeNull();
  const gap = error.getBoundingClientRect().top - field.getBoundingClientRect().bottom;
  await expect(gap).toBeGreaterThanOrEqual(0);
  await expect(gap).toBeLessThan(16);
}

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, phone, submit, lastName } = fields(canvasElement);
    await expect(canvas.getByRole('form', { name: 'Envoyez-nous un message' })).toBeVisible();
    await expect(lastName).toHaveAttribute('autocomplete', 'family-name');
    await expect(lastName).toHaveAttribute('aria-required', 'true');
    await expect(phone).not.toHaveAttribute('aria-required');
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(submit).toHaveAttribute('type', 'submit');
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const EmptySubmitShowsEveryRequiredError: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.click(f.submit);
    await expectErrorBeside(f.lastName, contactForm.lastName.required);
    await expectErrorBeside(f.firstName, contactForm.firstName.required);
    await expectErrorBeside(f.email, contactForm.email.required);
    await expectErrorBeside(f.message, contactForm.message.required);
    // The phone number is optional: left empty, it is not an error.
    await expect(f.phone).not.toHaveAttribute('aria-invalid');
    await expect(f.lastName).toHaveFocus();
    await expect(formPosts).not.toHaveBeenCalled();
  },
};

export const InvalidValuesAreKeptBesideTheirErrors: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    const typed = {
      lastName: 'Diop',
      firstName: 'Awa',
      email: 'awa.diop@exemple',
      phone: '77 12',
      message: 'Merci',
    };
    await fill(f, typed);
    await userEvent.click(f.submit);
    await expectErrorBeside(f.email, contactForm.email.invalid);
    await expectErrorBeside(f.phone, contactForm.phone.invalid);
    await expectErrorBeside(f.message, contactForm.message.tooShort);
    await expect(f.lastName).not.toHaveAttribute('aria-invalid');
    await expect(f.email).toHaveFocus();
    // Nothing typed is lost.
    for (const [name, value] of Object.entries(typed) as [FieldName, string][]) {
      await expect(f[name]).toHaveValue(value);
    }
    await expect(formPosts).not.toHaveBeenCalled();
  },
};

export const FixingAFieldClearsItsError: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.type(f.email, 'awa.diop@exemple');
    await userEvent.click(f.submit);
    await expectErrorBeside(f.email, contactForm.email.invalid);
    await userEvent.type(f.email, '.sn');
    await waitFor(() => expect(f.email).not.toHaveAttribute('aria-invalid'));
    await expect(f.canvas.queryByText(loose(contactForm.email.invalid))).toBeNull();
  },
};

export const ValidSubmitShowsTheConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    // Spaces around the name are the server's to trim.
    await fill(f, { ...awa, lastName: '  Diop ', phone: '+221 77 123 45 67' });
    await userEvent.click(f.submit);
    const title = await f.canvas.findByRole('heading', { name: contactForm.confirmation.title });
    // Focus moves once the server's answer is shown.
    await waitFor(() => expect(title).toHaveFocus());
    await expect(
      f.canvas.getByText(loose(contactForm.confirmation.text('Awa', 'awa.diop@exemple.sn'))),
    ).toBeVisible();
    // The reference the server stored the message under, to quote to support.
    await expect(
      f.canvas.getByText(loose(contactForm.confirmation.reference(STORY_REFERENCE))),
    ).toBeVisible();
    await expect(f.canvas.queryByRole('form')).toBeNull();
    await expect(formPosts).toHaveBeenCalledWith('/contacteznous', {
      ...awa,
      phone: '+221 77 123 45 67',
      _form: 'contact',
      website: '',
    });
  },
};

export const WriteAnotherMessageStartsAfresh: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await fill(f, awa);
    await userEvent.click(f.submit);
    await userEvent.click(
      await f.canvas.findByRole('button', { name: contactForm.confirmation.again }),
    );
    const again = fields(canvasElement);
    await waitFor(() => expect(again.lastName).toHaveFocus());
    await expect(again.lastName).toHaveValue('');
    await expect(again.message).toHaveValue('');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.click(f.submit);
    await expectErrorBeside(f.email, contactForm.email.required);
    // One column: every field as wide as the form.
    const width = f.message.getBoundingClientRect().width;
    await expect(f.lastName.getBoundingClientRect().width).toBeCloseTo(width, 0);
    await expect(f.phone.getBoundingClientRect().width).toBeCloseTo(width, 0);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};

/** The server could not be reached: the form stays, with what was typed, and says why. */
export const UnreachableServerKeepsTheMessage: Story = {
  parameters: {
    msw: { handlers: [http.post('/contacteznous', () => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await fill(f, awa);
    await userEvent.click(f.submit);
    const alert = await f.canvas.findByText(loose(OFFLINE_NOTICE));
    await expect(alert.closest('[role="alert"]')).not.toBeNull();
    await expect(f.message).toHaveValue(awa.message);
    await expect(
      f.canvas.queryByRole('heading', { name: contactForm.confirmation.title }),
    ).toBeNull();
  },
};

/** Posted without JavaScript: the page the server renders carries its outcome. */
export const AnsweredByTheServer: Story = {
  decorators: [
    (Story) => (
      <FormOutcomeContext.Provider
        value={{
          form: 'contact',
          values: {
            lastName: 'Diop',
            firstName: 'Awa',
            email: 'awa.diop@exemple',
            phone: '',
            message: 'Bonjour',
          },
          errors: { email: contactForm.email.invalid, message: contactForm.message.tooShort },
        }}
      >
        <Story />
      </FormOutcomeContext.Provider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await expect(f.lastName).toHaveValue('Diop');
    await expectErrorBeside(f.email, contactForm.email.invalid);
    await expectErrorBeside(f.message, contactForm.message.tooShort);
    await expect(f.lastName).not.toHaveAttribute('aria-invalid');
  },
};

/** The fields of the English form, by their English labels. */
function englishFields(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const words = contactFormWordsEn;
  return {
    canvas,
    lastName: canvas.getByRole('textbox', { name: new RegExp(`^${words.lastName.label}`) }),
    firstName: canvas.getByRole('textbox', { name: new RegExp(`^${words.firstName.label}`) }),
    email: canvas.getByRole('textbox', { name: new RegExp(`^${words.email.label}`) }),
    phone: canvas.getByRole('textbox', { name: new RegExp(`^${words.phone.label}`) }),
    message: canvas.getByRole('textbox', { name: new RegExp(`^${words.message.label}`) }),
    submit: canvas.getByRole('button', { name: words.submit }),
  };
}

/** On /en/documentation/support: labels and every check's message in English. */
export const InEnglishEveryErrorInEnglish: Story = {
  args: { action: '/en/documentation/support', words: contactFormWordsEn },
  decorators: [inEnglish],
  play: async ({ canvasElement }) => {
    const f = englishFields(canvasElement);
    const words = contactFormWordsEn;
    await expect(f.canvas.getByRole('form', { name: words.title })).toBeVisible();
    await expect(f.canvas.getByText(words.requiredNote)).toBeVisible();
    await userEvent.type(f.email, 'awa@');
    await userEvent.type(f.phone, '12');
    await userEvent.type(f.message, 'Hello');
    await userEvent.click(f.submit);
    await expectErrorBeside(f.lastName, words.lastName.required);
    await expectErrorBeside(f.firstName, words.firstName.required);
    await expectErrorBeside(f.email, words.email.invalid);
    await expectErrorBeside(f.phone, words.phone.invalid);
    await expectErrorBeside(f.message, words.message.tooShort);
    await expect(formPosts).not.toHaveBeenCalled();
  },
};

/** The English form sent: the confirmation and its reference in English. */
export const InEnglishSentShowsTheConfirmation: Story = {
  args: { action: '/en/documentation/support', words: contactFormWordsEn },
  decorators: [inEnglish],
  play: async ({ canvasElement }) => {
    const f = englishFields(canvasElement);
    const words = contactFormWordsEn;
    await fill(f, { ...awa, email: 'awa.diop@example.sn', message: 'Hello, where is my payout?' });
    await userEvent.click(f.submit);
    const title = await f.canvas.findByRole('heading', { name: words.confirmation.title });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(
      f.canvas.getByText(loose(words.confirmation.reference(STORY_REFERENCE))),
    ).toBeVisible();
    await expect(
      f.canvas.getByText(loose(words.confirmation.text('Awa', 'awa.diop@example.sn'))),
    ).toBeVisible();
    await expect(f.canvas.getByRole('button', { name: words.confirmation.again })).toBeVisible();
    await expect(formPosts).toHaveBeenCalledWith('/en/documentation/support', {
      ...awa,
      email: 'awa.diop@example.sn',
      phone: '',
      message: 'Hello, where is my payout?',
      _form: 'contact',
      website: '',
    });
    title.blur();
  },
};
