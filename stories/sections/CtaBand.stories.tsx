import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { paths } from '../../src/paths/paths';
import { site } from '../../src/content/site';
import { ButtonLink } from '../../src/kit';
import { CtaBand } from '../../src/sections/CtaBand';
import type { StoryLoaded } from '../support/loaders';

const meta = {
  title: 'Sections/CtaBand',
  component: CtaBand,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Parlons de votre projet',
    text: 'Une question, un partenariat, un besoin particulier ? Notre équipe vous répond sous 24 h.',
    children: (
      <>
        <ButtonLink href={paths.contactUs} size="lg">
          Contactez-nous
        </ButtonLink>
        <ButtonLink href={site.merchantRegisterUrl} variant="secondary" size="lg">
          Créer un compte
        </ButtonLink>
      </>
    ),
  },
} satisfies Meta<typeof CtaBand>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Parlons de votre projet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      site.merchantRegisterUrl,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Contactez-nous' }));
    await expect((loaded as StoryLoaded).location.history?.at(-1)).toBe(paths.contactUs);
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = canvas.getAllByRole('link');
    // The two buttons stack when they do not fit side by side, keeping a 44 px target.
    await expect(first?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(second?.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const root = canvasElement.ownerDocument.documentElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
