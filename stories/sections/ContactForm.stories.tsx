import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contactForm } from '../../src/content/contact';
import { FormOutcomeContext, OFFLINE_NOTICE } from '../../src/lib/forms';
import { ContactForm } from '../../src/sections/ContactForm';
import { loose } from '../pages/marketingChecks';
import { formPosts, STORY_REFERENCE } from '../support/formServer';

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
    await userEvent.type(f.lastName, 'Diop');
    await userEvent.type(f.firstName, 'Awa');
    await userEvent.type(f.email, 'awa.diop@exemple');
    await userEvent.type(f.phone, '77 12');
    await userEvent.type(f.message, 'Merci');
    await userEvent.click(f.submit);
    await expectErrorBeside(f.email, contactForm.email.invalid);
    await expectErrorBeside(f.phone, contactForm.phone.invalid);
    await expectErrorBeside(f.message, contactForm.message.tooShort);
    await expect(f.lastName).not.toHaveAttribute('aria-invalid');
    await expect(f.email).toHaveFocus();
    // Nothing typed is lost.
    await expect(f.lastName).toHaveValue('Diop');
    await expect(f.firstName).toHaveValue('Awa');
    await expect(f.email).toHaveValue('awa.diop@exemple');
    await expect(f.phone).toHaveValue('77 12');
    await expect(f.message).toHaveValue('Merci');
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
    await userEvent.type(f.lastName, '  Diop ');
    await userEvent.type(f.firstName, 'Awa');
    await userEvent.type(f.email, 'awa.diop@exemple.sn');
    await userEvent.type(f.phone, '+221 77 123 45 67');
    await userEvent.type(f.message, 'Bonjour, je voudrais ouvrir un compte marchand.');
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
      lastName: 'Diop',
      firstName: 'Awa',
      email: 'awa.diop@exemple.sn',
      phone: '+221 77 123 45 67',
      message: 'Bonjour, je voudrais ouvrir un compte marchand.',
      _form: 'contact',
      website: '',
    });
  },
};

export const WriteAnotherMessageStartsAfresh: Story = {
  play: async ({ canvasElement }) => {
    const f = fields(canvasElement);
    await userEvent.type(f.lastName, 'Diop');
    await userEvent.type(f.firstName, 'Awa');
    await userEvent.type(f.email, 'awa.diop@exemple.sn');
    await userEvent.type(f.message, 'Bonjour, je voudrais ouvrir un compte marchand.');
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
    await userEvent.type(f.lastName, 'Diop');
    await userEvent.type(f.firstName, 'Awa');
    await userEvent.type(f.email, 'awa.diop@exemple.sn');
    await userEvent.type(f.message, 'Bonjour, je voudrais ouvrir un compte marchand.');
    await userEvent.click(f.submit);
    const alert = await f.canvas.findByText(loose(OFFLINE_NOTICE));
    await expect(alert.closest('[role="alert"]')).not.toBeNull();
    await expect(f.message).toHaveValue('Bonjour, je voudrais ouvrir un compte marchand.');
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
