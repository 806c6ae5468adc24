import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { errorCodes, errorPages } from '../../src/content/errors';
import { ErrorPage } from '../../src/sections/ErrorPage';
import type { StoryLoaded } from '../support/loaders';

const meta = {
  title: 'Sections/ErrorPage',
  component: ErrorPage,
  args: { code: 404 },
  argTypes: { code: { control: 'inline-radio', options: errorCodes } },
  parameters: { layout: 'fullscreen', route: '/page-qui-n-existe-pas' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Page Not Found!' }),
    ).toBeVisible();
    await expect(canvas.getByText(/does not exist or might have been removed/)).toBeVisible();
    const goBack = canvas.getByRole('button', { name: 'Go Back' });
    await expect(goBack).toBeEnabled();
    // Without JavaScript (a prerendered page before its scripts), the button submits home.
    await expect(goBack).toHaveAttribute('type', 'submit');
    await expect(goBack.closest('form')).toHaveAttribute('action', '/');
    await expect(canvas.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  },
};

export const BackToHomeNavigates: Story = {
  play: async ({ canvasElement, loaded }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Back to Home' }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/');
  },
};

export const GoBackWithoutHistoryGoesHome: Story = {
  play: async ({ canvasElement, loaded }) => {
    // The story iframe is a fresh visit: no in-site page to go back to.
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Go Back' }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe('/');
  },
};

export const ServerError: Story = {
  args: { code: 500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Oops! Something went wrong' }),
    ).toBeVisible();
    await expect(canvas.getByText('Please try again later.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go Back' })).toBeVisible();
  },
};

export const EveryErrorCode: Story = {
  render: () => (
    <>
      {errorCodes.map((code) => (
        <section key={code} aria-label={`Erreur ${code}`}>
          <ErrorPage code={code} />
        </section>
      ))}
    </>
  ),
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole('heading', { level: 1 });
    await expect(headings.map((h) => h.textContent)).toEqual(
      errorCodes.map((code) => errorPages[code].title),
    );
    for (const heading of headings) await expect(heading).toHaveAttribute('lang', 'en');
  },
};

export const OnPhone: Story = {
  args: { code: 404 },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const buttons = [
      within(canvasElement).getByRole('button', { name: 'Go Back' }),
      within(canvasElement).getByRole('link', { name: 'Back to Home' }),
    ];
    for (const button of buttons)
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
