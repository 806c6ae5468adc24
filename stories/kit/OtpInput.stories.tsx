import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OtpInput } from '../../src/kit';
import { withRoom } from './withRoom';
import { expectDarkInvalidControl, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Kit/OtpInput',
  component: OtpInput,
  decorators: [withRoom],
  args: { label: 'Code de vérification', onValueChange: fn(), onComplete: fn() },
  argTypes: { mode: { control: 'inline-radio', options: ['alphanumeric', 'numeric'] } },
} satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

const slotsOf = (canvasElement: HTMLElement) =>
  within(canvasElement).getAllByRole('textbox') as HTMLInputElement[];
const valuesOf = (canvasElement: HTMLElement) => slotsOf(canvasElement).map((s) => s.value);

export const GroupHasOneLabel: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Code de vérification' });
    const slots = within(group).getAllByRole('textbox');
    await expect(slots).toHaveLength(7);
    await expect(slots[0]).toHaveAccessibleName('Caractère 1 sur 7');
    await expect(slots[6]).toHaveAccessibleName('Caractère 7 sur 7');
    // The browser offers a code received by SMS or e-mail on the first slot only.
    await expect(slots[0]).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(slots[1]).toHaveAttribute('autocomplete', 'off');
    await expect(slots[0]).toHaveAttribute('inputmode', 'text');
    // A purely visual separator follows the third slot.
    const separator = slots[2]?.nextElementSibling;
    await expect(separator).toHaveAttribute('aria-hidden', 'true');
    await expect(separator?.nextElementSibling).toBe(slots[3]);
  },
};

export const TypingFillsAndAdvances: Story = {
  play: async ({ canvasElement, args }) => {
    const slots = slotsOf(canvasElement);
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.keyboard('A7b');
    await expect(valuesOf(canvasElement)).toEqual(['A', '7', 'b', '', '', '', '']);
    await expect(slots[3]).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('A7b');

    await userEvent.keyboard('x9Q2');
    await expect(valuesOf(canvasElement).join('')).toBe('A7bx9Q2');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('A7bx9Q2');
    // The last slot keeps focus once the code is complete.
    await expect(slots[6]).toHaveFocus();
  },
};

export const TypedSymbolIsRefused: Story = {
  play: async ({ canvasElement }) => {
    const slots = slotsOf(canvasElement);
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.keyboard('4-');
    await expect(valuesOf(canvasElement)).toEqual(['4', '', '', '', '', '', '']);
    await expect(slots[1]).toHaveFocus();
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Caractère refusé : le code ne contient que des lettres et des chiffres.',
    );
    // The next accepted character clears the message.
    await userEvent.keyboard('8');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const NumericModeAcceptsDigitsOnly: Story = {
  args: { mode: 'numeric' },
  play: async ({ canvasElement }) => {
    const slots = slotsOf(canvasElement);
    // Phones show the numeric keypad.
    for (const slot of slots) {
      await expect(slot).toHaveAttribute('inputmode', 'numeric');
      await expect(slot).toHaveAttribute('pattern', '[0-9]*');
    }
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.keyboard('4a');
    await expect(valuesOf(canvasElement)).toEqual(['4', '', '', '', '', '', '']);
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Caractère refusé : le code ne contient que des chiffres.',
    );
    await expect(slots[1]).toHaveFocus();
  },
};

export const PasteWithSpacesIsAccepted: Story = {
  play: async ({ canvasElement, args }) => {
    const slots = slotsOf(canvasElement);
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.paste(' 482 91A\t7 ');
    await expect(valuesOf(canvasElement)).toEqual(['4', '8', '2', '9', '1', 'A', '7']);
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
    await expect(args.onComplete).toHaveBeenCalledWith('48291A7');
    await expect(slots[6]).toHaveFocus();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PasteFromAnotherSlotFillsFromTheStart: Story = {
  play: async ({ canvasElement }) => {
    const slots = slotsOf(canvasElement);
    await userEvent.click(slots[4] as HTMLElement);
    await userEvent.paste('ZK4 9M2P');
    await expect(valuesOf(canvasElement)).toEqual(['Z', 'K', '4', '9', 'M', '2', 'P']);
  },
};

export const PasteWithInvalidCharacterIsRejected: Story = {
  args: { defaultValue: '48' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slots = slotsOf(canvasElement);
    await userEvent.click(slots[2] as HTMLElement);
    await userEvent.paste('482-917');
    // Rejected whole: nothing from the paste lands, what was there stays.
    await expect(valuesOf(canvasElement)).toEqual(['4', '8', '', '', '', '', '']);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Collage refusé : le code ne contient que des lettres et des chiffres.',
    );
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(alert.textContent ?? '');
  },
};

export const PasteTooLongIsRejected: Story = {
  args: { mode: 'numeric' },
  play: async ({ canvasElement }) => {
    await userEvent.click(slotsOf(canvasElement)[0] as HTMLElement);
    await userEvent.paste('48291735');
    await expect(valuesOf(canvasElement).join('')).toBe('');
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Collage refusé : le code compte 7 caractères.',
    );
  },
};

export const BackspaceClearsAndMovesBack: Story = {
  play: async ({ canvasElement }) => {
    const slots = slotsOf(canvasElement);
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.keyboard('ABC');
    await expect(slots[3]).toHaveFocus();

    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(canvasElement)).toEqual(['A', 'B', '', '', '', '', '']);
    await expect(slots[2]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(canvasElement)).toEqual(['A', '', '', '', '', '', '']);
    await expect(slots[1]).toHaveFocus();

    // On a filled slot, Backspace clears that slot first.
    await userEvent.keyboard('BCDEFG');
    await expect(slots[6]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(canvasElement)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', '']);
    await expect(slots[6]).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(valuesOf(canvasElement)).toEqual(['A', 'B', 'C', 'D', 'E', '', '']);
    await expect(slots[5]).toHaveFocus();

    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(valuesOf(canvasElement)).toEqual(['', 'B', 'C', 'D', 'E', '', '']);
    await expect(slots[0]).toHaveFocus();
  },
};

export const ArrowKeysMoveBetweenSlots: Story = {
  args: { defaultValue: '4829173' },
  play: async ({ canvasElement }) => {
    const slots = slotsOf(canvasElement);
    await userEvent.click(slots[0] as HTMLElement);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(slots[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(slots[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(slots[6]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slots[6]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(slots[0]).toHaveFocus();
    // Moving selects the slot, so typing replaces its character.
    await userEvent.keyboard('{ArrowRight}5');
    await expect(valuesOf(canvasElement).join('')).toBe('4529173');
    await expect(slots[2]).toHaveFocus();
  },
};

export const TabMovesBetweenSlots: Story = {
  play: async ({ canvasElement }) => {
    const slots = slotsOf(canvasElement);
    await userEvent.tab();
    await expect(slots[0]).toHaveFocus();
    for (const slot of slots.slice(1)) {
      await userEvent.tab();
      await expect(slot).toHaveFocus();
    }
    await userEvent.tab({ shift: true });
    await expect(slots[5]).toHaveFocus();
  },
};

export const ErrorFromTheForm: Story = {
  args: { defaultValue: '482', error: 'Saisissez les 7 caractères du code.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Saisissez les 7 caractères du code.');
    for (const slot of slotsOf(canvasElement))
      await expect(slot).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Saisissez les 7 caractères du code.',
    );
  },
};

export const ErrorInDarkTheme: Story = {
  ...ErrorFromTheForm,
  globals: { theme: 'dark' },
  play: async (context) => {
    await ErrorFromTheForm.play?.(context);
    await expectDarkPage(context.canvasElement);
    const alert = within(context.canvasElement).getByRole('alert');
    for (const slot of slotsOf(context.canvasElement)) await expectDarkInvalidControl(slot, alert);
  },
};

export const FitsA320PxWideColumn: Story = {
  args: { defaultValue: 'WX7K2M9' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const slots = slotsOf(canvasElement);
    const group = within(canvasElement).getByRole('group');
    const right = group.getBoundingClientRect().right;
    for (const slot of slots) {
      const box = slot.getBoundingClientRect();
      // WCAG 2.5.8: targets of 24 px at least.
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.right).toBeLessThanOrEqual(right);
    }
  },
};

export const Disabled: Story = {
  args: { defaultValue: '4829', disabled: true },
  play: async ({ canvasElement }) => {
    for (const slot of slotsOf(canvasElement)) await expect(slot).toBeDisabled();
  },
};
