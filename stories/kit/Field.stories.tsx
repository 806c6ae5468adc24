import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Field, fieldControlClass } from '../../src/kit';
import { withRoom } from './withRoom';

const countries = ['Sénégal', 'Côte d’Ivoire', 'Cameroun', 'Bénin'];

const meta = {
  title: 'Kit/Field',
  component: Field,
  decorators: [withRoom],
  args: {
    label: 'Pays de l’entreprise',
    children: (control) => (
      <select className={fieldControlClass} defaultValue="" {...control}>
        <option value="" disabled>
          Choisissez un pays
        </option>
        {countries.map((country) => (
          <option key={country}>{country}</option>
        ))}
      </select>
    ),
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LabelNamesAnyControl: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays de l’entreprise' });
    await expect(select).not.toHaveAttribute('aria-describedby');
    await expect(select).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(select, 'Cameroun');
    await expect(select).toHaveValue('Cameroun');
  },
};

export const DescriptionIsLinked: Story = {
  args: { description: 'Celui où l’entreprise est immatriculée.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays de l’entreprise' });
    const description = within(canvasElement).getByText('Celui où l’entreprise est immatriculée.');
    await expect(select).toHaveAttribute('aria-describedby', description.id);
    await expect(select).toHaveAccessibleDescription('Celui où l’entreprise est immatriculée.');
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorIsAnnouncedAndLinked: Story = {
  args: {
    description: 'Celui où l’entreprise est immatriculée.',
    error: 'Choisissez le pays de l’entreprise.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Pays de l’entreprise' });
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Choisissez le pays de l’entreprise.');
    const description = canvas.getByText('Celui où l’entreprise est immatriculée.');
    // Description first, then the error: both read after the name, in that order.
    await expect(select).toHaveAttribute('aria-describedby', `${description.id} ${alert.id}`);
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription(
      'Celui où l’entreprise est immatriculée. Choisissez le pays de l’entreprise.',
    );
    // The alert icon repeats the message; it is not announced.
    await expect(within(alert).queryByRole('img')).toBeNull();
  },
};

export const RequiredIsExposedWithoutTheAsterisk: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    // The name stays "Pays de l’entreprise": the asterisk is for sighted users only.
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays de l’entreprise' });
    await expect(select).toHaveAttribute('aria-required', 'true');
    await expect(select).toBeRequired();
    const label = canvasElement.querySelector(`label[for="${CSS.escape(select.id)}"]`);
    await expect(label).toHaveTextContent('Pays de l’entreprise*');
  },
};

export const ExplicitIdIsKept: Story = {
  args: {
    id: 'pays',
    description: 'Celui où l’entreprise est immatriculée.',
    error: 'Champ requis.',
  },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays de l’entreprise' });
    await expect(select).toHaveAttribute('id', 'pays');
    await expect(select).toHaveAttribute('aria-describedby', 'pays-description pays-error');
  },
};

export const WrapsATextarea: Story = {
  args: {
    label: 'Message',
    description: '500 caractères au plus.',
    children: (control) => (
      <textarea className={fieldControlClass} rows={3} maxLength={500} {...control} />
    ),
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAccessibleDescription('500 caractères au plus.');
    await userEvent.type(textarea, 'Bonjour, je souhaite activer les versements.');
    await expect(textarea).toHaveValue('Bonjour, je souhaite activer les versements.');
  },
};
