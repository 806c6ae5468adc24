import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { unsubscribeCopy } from '../../src/content/unsubscribe';
import { FormOutcomeContext, type FormOutcome } from '../../src/lib/forms';
import { UnsubscribeForm } from '../../src/sections/UnsubscribeForm';
import { formPosts } from '../support/formServer';

const TOKEN = 's'.repeat(32);

/** The page as the server renders it for a link (server/forms.mjs). */
const renderedWith = (outcome: FormOutcome | undefined) => ({
  decorators: [
    (Story: () => React.ReactNode) => (
      <FormOutcomeContext.Provider value={outcome}>
        <Story />
      </FormOutcomeContext.Provider>
    ),
  ],
});

const meta = {
  title: 'Sections/UnsubscribeForm',
  component: UnsubscribeForm,
  parameters: { route: '/newsletter/desinscription' },
} satisfies Meta<typeof UnsubscribeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AsksBeforeItUnsubscribes: Story = {
  ...renderedWith({
    form: 'unsubscribe',
    values: { token: TOKEN, email: 'awa.diop@exemple.sn' },
    errors: {},
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(unsubscribeCopy.confirm('awa.diop@exemple.sn'))).toBeVisible();
    // Opening the link changed nothing: the button does, and it posts.
    await expect(formPosts).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: unsubscribeCopy.submit }));
    // Once the answer is in, the form and its button's own status are gone: one status is left.
    await canvas.findByText(unsubscribeCopy.done('awa.diop@exemple.sn'));
    await expect(canvas.getByRole('status')).toHaveTextContent(
      unsubscribeCopy.done('awa.diop@exemple.sn'),
    );
    await expect(formPosts).toHaveBeenCalledWith('/newsletter/desinscription', {
      token: TOKEN,
      _form: 'unsubscribe',
      website: '',
    });
  },
};

export const UnknownLink: Story = {
  ...renderedWith({
    form: 'unsubscribe',
    values: {},
    errors: { token: unsubscribeCopy.invalid },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(unsubscribeCopy.invalid);
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(canvas.getByRole('link', { name: unsubscribeCopy.home })).toHaveAttribute(
      'href',
      '/',
    );
  },
};

export const WithoutALink: Story = {
  ...renderedWith(undefined),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(unsubscribeCopy.noLink)).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
