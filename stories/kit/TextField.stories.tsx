import { zodResolver } from '@hookform/resolvers/zod';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import * as z from 'zod';
import { Button, Stack, TextField } from '../../src/kit';
import { withRoom } from './withRoom';
import { expectDarkInvalidControl, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Kit/TextField',
  component: TextField,
  decorators: [withRoom],
  args: { label: 'Nom de l’entreprise', autoComplete: 'organization' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TypingKeepsTheValue: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de l’entreprise' });
    await expect(input).toHaveAttribute('autocomplete', 'organization');
    await userEvent.type(input, 'Boutique Ndiaye & Fils');
    await expect(input).toHaveValue('Boutique Ndiaye & Fils');
  },
};

export const DescriptionIsLinked: Story = {
  args: {
    label: 'Numéro de téléphone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    description: 'Au format international, par exemple +221 77 123 45 67.',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Numéro de téléphone' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAccessibleDescription(
      'Au format international, par exemple +221 77 123 45 67.',
    );
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorIsAnnouncedAndLinked: Story = {
  args: {
    label: 'Adresse e-mail',
    type: 'email',
    autoComplete: 'email',
    defaultValue: 'awa.diop@',
    description: 'Nous y envoyons les reçus de paiement.',
    error: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    );
    await expect(input).toHaveAccessibleDescription(
      'Nous y envoyons les reçus de paiement. Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.',
    );
    // The invalid border is thicker, so the state does not rest on colour alone.
    await expect(getComputedStyle(input).borderTopWidth).toBe('2px');
  },
};

export const ErrorInDarkTheme: Story = {
  ...ErrorIsAnnouncedAndLinked,
  globals: { theme: 'dark' },
  play: async (context) => {
    await ErrorIsAnnouncedAndLinked.play?.(context);
    await expectDarkPage(context.canvasElement);
    const canvas = within(context.canvasElement);
    await expectDarkInvalidControl(
      canvas.getByRole('textbox', { name: 'Adresse e-mail' }),
      canvas.getByRole('alert'),
    );
  },
};

export const RequiredIsExposed: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de l’entreprise' });
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

export const DisabledRefusesInput: Story = {
  args: { disabled: true, defaultValue: 'Boutique Ndiaye & Fils' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nom de l’entreprise' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, ' SARL', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Boutique Ndiaye & Fils');
  },
};

const ContactSchema = z.object({
  email: z.email({ error: 'Saisissez une adresse e-mail valide, par exemple nom@exemple.fr.' }),
});
type Contact = z.infer<typeof ContactSchema>;

function ContactForm({ onValid }: { onValid: (values: Contact) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Contact>({ resolver: zodResolver(ContactSchema), defaultValues: { email: '' } });
  return (
    <form noValidate onSubmit={handleSubmit(onValid)} aria-label="Recevoir la lettre marchands">
      <Stack gap={4} style={{ maxWidth: 360 }}>
        <TextField
          label="Adresse e-mail"
          type="email"
          autoComplete="email"
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <Button type="submit">S’inscrire</Button>
      </Stack>
    </form>
  );
}

const onValid = fn<(values: Contact) => void>();

export const ValidatedWithReactHookForm: Story = {
  beforeEach: () => {
    onValid.mockReset();
  },
  render: () => <ContactForm onValid={onValid} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Adresse e-mail' });
    const submit = canvas.getByRole('button', { name: 'S’inscrire' });

    await step('Submitting empty shows the error on the field', async () => {
      await userEvent.click(submit);
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('Saisissez une adresse e-mail valide');
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(alert.textContent ?? '');
      // react-hook-form moves focus to the first invalid field.
      await expect(input).toHaveFocus();
      await expect(onValid).not.toHaveBeenCalled();
    });

    await step('Typing a valid address clears the error', async () => {
      await userEvent.type(input, 'awa.diop@exemple.sn');
      await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).toHaveValue('awa.diop@exemple.sn');
    });

    await step('Submitting sends the typed value', async () => {
      await userEvent.click(submit);
      await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
      await expect(onValid.mock.calls[0]?.[0]).toEqual({ email: 'awa.diop@exemple.sn' });
      await expect(input).toHaveValue('awa.diop@exemple.sn');
    });
  },
};
