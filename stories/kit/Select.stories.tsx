import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from '../../src/kit';
import { expectDarkInvalidControl, expectDarkPage } from '../support/themeColors';
import { asServerHtml } from './asServerHtml';
import { withRoom } from './withRoom';

const countries = (
  <>
    <option value="">Choisissez un pays</option>
    <option value="SN">Sénégal</option>
    <option value="CI">Côte d’Ivoire</option>
    <option value="ML">Mali</option>
    <option value="BF">Burkina Faso</option>
    <option value="CM">Cameroun</option>
    <option value="GN">Guinée</option>
  </>
);

const meta = {
  title: 'Kit/Select',
  component: Select,
  decorators: [withRoom],
  args: { label: 'Pays', name: 'country', children: countries, defaultValue: '' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosingChangesTheValue: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'Côte d’Ivoire');
    await expect(select).toHaveValue('CI');
    await expect(within(select).getByRole('option', { name: 'Côte d’Ivoire' })).toHaveProperty(
      'selected',
      true,
    );
    // The browser's own control: its picker is the system's, on any phone.
    await expect(select.tagName).toBe('SELECT');
  },
};

export const DescriptionIsLinked: Story = {
  args: { description: 'Les moyens de paiement proposés dépendent du pays.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(select).toHaveAccessibleDescription(
      'Les moyens de paiement proposés dépendent du pays.',
    );
    await expect(select).not.toHaveAttribute('aria-invalid');
  },
};

export const ErrorIsAnnouncedAndLinked: Story = {
  args: {
    required: true,
    description: 'Les moyens de paiement proposés dépendent du pays.',
    error: 'Choisissez le pays de vos clients.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Pays' });
    await expect(select).toBeRequired();
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choisissez le pays de vos clients.');
    await expect(select).toHaveAccessibleDescription(
      'Les moyens de paiement proposés dépendent du pays. Choisissez le pays de vos clients.',
    );
    // The invalid border is thicker, so the state does not rest on colour alone.
    await expect(getComputedStyle(select).borderTopWidth).toBe('2px');
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
      canvas.getByRole('combobox', { name: 'Pays' }),
      canvas.getByRole('alert'),
    );
  },
};

export const DisabledRefusesAChoice: Story = {
  args: { disabled: true, defaultValue: 'SN' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveValue('SN');
  },
};

export const WorksBeforeTheScripts: Story = {
  decorators: [asServerHtml],
  args: { description: 'Les moyens de paiement proposés dépendent du pays.' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(select).toHaveAccessibleDescription(
      'Les moyens de paiement proposés dépendent du pays.',
    );
    await userEvent.selectOptions(select, 'Mali');
    await expect(select).toHaveValue('ML');
    await expect(select).toHaveAttribute('name', 'country');
  },
};
