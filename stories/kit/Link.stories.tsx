import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { INTENT_DELAY_MS, Link, LinkIntentContext, linkTones, Text } from '../../src/kit';
import { withRoom } from './withRoom';
import type { StoryLoaded } from '../support/loaders';

/** Stands in for the app's route preloader; cleared before every story that uses it. */
const onIntent = fn<(href: string) => void>();

const meta = {
  title: 'Kit/Link',
  component: Link,
  decorators: [withRoom],
  args: { href: '/tarifs', children: 'Voir les tarifs' },
  argTypes: {
    tone: { control: 'inline-radio', options: linkTones },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

const withIntentSpy: NonNullable<Story['decorators']> = [
  (Story) => (
    <LinkIntentContext.Provider value={onIntent}>
      <Story />
    </LinkIntentContext.Provider>
  ),
];

const clearIntentSpy = () => {
  onIntent.mockReset();
};

export const InternalLinkNavigatesInTheRouter: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement, loaded }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir les tarifs' });
    await expect(link).toHaveAttribute('href', '/tarifs');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    // The memory router recorded the visit: the click was handled client-side, not by a page load.
    await expect((loaded as StoryLoaded).location.history).toEqual(['/', '/tarifs']);
  },
};

export const ExternalNewTabIsIsolated: Story = {
  args: {
    href: 'https://merchant.yonnee.example/register-merchant',
    newTab: true,
    children: 'Créer un compte marchand',
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Créer un compte marchand' });
    await expect(link).toHaveAttribute('href', 'https://merchant.yonnee.example/register-merchant');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ExternalSameTabKeepsTheReferrer: Story = {
  args: { href: 'mailto:support@yonnee.example', children: 'support@yonnee.example' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'support@yonnee.example' });
    await expect(link).toHaveAttribute('href', 'mailto:support@yonnee.example');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
  },
};

export const EveryToneInRunningText: Story = {
  render: (args) => (
    <Text>
      {linkTones.map((tone, index) => (
        <span key={tone}>
          {index > 0 ? ' · ' : null}
          Lien {tone} : <Link {...args} tone={tone}>{`Voir les tarifs (${tone})`}</Link>
        </span>
      ))}
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = linkTones.map((tone) =>
      canvas.getByRole('link', { name: `Voir les tarifs (${tone})` }),
    );
    const colors = links.map((link) => getComputedStyle(link).color);
    // Each tone gives its own colour, and `inherit` takes the surrounding text's.
    await expect(new Set(colors).size).toBe(linkTones.length);
    const paragraph = links[0]?.closest('p') as HTMLElement;
    await expect(colors[linkTones.indexOf('inherit')]).toBe(getComputedStyle(paragraph).color);
    // Links inside running text stay underlined so colour is not the only cue (WCAG 1.4.1).
    for (const link of links) {
      await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    }
  },
};

export const UnderlineOnlyOnHoverInMenus: Story = {
  args: { underline: 'hover', tone: 'muted' },
  render: (args) => (
    <nav aria-label="Pied de page">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
        <li>
          <Link {...args} href="/tarifs">
            Tarifs
          </Link>
        </li>
        <li>
          <Link {...args} href="/faq">
            Questions fréquentes
          </Link>
        </li>
      </ul>
    </nav>
  ),
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pied de page' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(2);
    for (const link of links) {
      await expect(getComputedStyle(link).textDecorationLine).toBe('none');
    }
  },
};

// The hover stories dispatch pointer events with fireEvent: userEvent.hover awaits between its
// events, so on a busy machine it could itself outlast the delay being measured.
export const HoverPreloadsAfterIntentDelay: Story = {
  decorators: withIntentSpy,
  beforeEach: clearIntentSpy,
  play: async ({ canvasElement }) => {
    let firedAt = 0;
    onIntent.mockImplementation(() => {
      firedAt = performance.now();
    });
    const link = within(canvasElement).getByRole('link', { name: 'Voir les tarifs' });
    const enteredAt = performance.now();
    fireEvent.pointerOver(link);
    const callsRightAway = onIntent.mock.calls.length;
    // A pointer merely passing over the link preloads nothing yet…
    await expect(callsRightAway).toBe(0);
    // …resting on it does, once the intent delay has passed.
    await waitFor(() => expect(onIntent).toHaveBeenCalledWith('/tarifs'));
    await expect(onIntent).toHaveBeenCalledTimes(1);
    await expect(firedAt - enteredAt).toBeGreaterThanOrEqual(INTENT_DELAY_MS - 1);
    fireEvent.pointerOut(link);
  },
};

export const HoverLeftBeforeDelayPreloadsNothing: Story = {
  decorators: withIntentSpy,
  beforeEach: clearIntentSpy,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir les tarifs' });
    fireEvent.pointerOver(link);
    fireEvent.pointerOut(link);
    // Waiting is the point here: nothing may fire once the delay has passed.
    await new Promise((resolve) => setTimeout(resolve, INTENT_DELAY_MS * 3));
    await expect(onIntent).not.toHaveBeenCalled();
  },
};

export const FocusPreloadsAtOnce: Story = {
  decorators: withIntentSpy,
  beforeEach: clearIntentSpy,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Voir les tarifs' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // Keyboard users show intent by focusing: no delay, they are about to press Enter.
    await expect(onIntent).toHaveBeenCalledTimes(1);
    await expect(onIntent).toHaveBeenCalledWith('/tarifs');
  },
};

export const ExternalLinkNeverPreloads: Story = {
  args: { href: 'https://www.bceao.int', children: 'Site de la BCEAO' },
  decorators: withIntentSpy,
  beforeEach: clearIntentSpy,
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Site de la BCEAO' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.hover(link);
    await new Promise((resolve) => setTimeout(resolve, INTENT_DELAY_MS * 3));
    await expect(onIntent).not.toHaveBeenCalled();
    await userEvent.unhover(link);
  },
};
