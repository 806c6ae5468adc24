import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button, glyphs, Icon, iconSizes, Text } from '../../src/kit';
import { withRoom } from './withRoom';

const sizeNames = Object.keys(iconSizes) as (keyof typeof iconSizes)[];

/** The glyphs by the name their svg carries, for the control and the catalogue (stories only: the app imports each glyph it draws). */
const glyphsByName = {
  arrowLeft: glyphs.arrowLeft,
  arrowRight: glyphs.arrowRight,
  check: glyphs.check,
  chevronDown: glyphs.chevronDown,
  chevronLeft: glyphs.chevronLeft,
  chevronRight: glyphs.chevronRight,
  alert: glyphs.alert,
  success: glyphs.success,
  clock: glyphs.clock,
  code: glyphs.code,
  copy: glyphs.copy,
  card: glyphs.card,
  download: glyphs.download,
  externalLink: glyphs.externalLink,
  eye: glyphs.eye,
  eyeOff: glyphs.eyeOff,
  globe: glyphs.globe,
  info: glyphs.info,
  link: glyphs.link,
  lock: glyphs.lock,
  mail: glyphs.mail,
  mapPin: glyphs.mapPin,
  menu: glyphs.menu,
  monitor: glyphs.monitor,
  moon: glyphs.moon,
  pause: glyphs.pause,
  phone: glyphs.phone,
  play: glyphs.play,
  search: glyphs.search,
  send: glyphs.send,
  shield: glyphs.shield,
  smartphone: glyphs.smartphone,
  sun: glyphs.sun,
  users: glyphs.users,
  wallet: glyphs.wallet,
  close: glyphs.close,
  zap: glyphs.zap,
  zoomIn: glyphs.zoomIn,
};
const glyphNames = Object.keys(glyphsByName) as (keyof typeof glyphsByName)[];

const meta = {
  title: 'Kit/Icon',
  component: Icon,
  decorators: [withRoom],
  args: { glyph: glyphs.shield },
  argTypes: {
    glyph: { control: 'select', options: glyphNames, mapping: glyphsByName },
    size: { control: 'inline-radio', options: sizeNames },
  },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DecorativeIsHiddenFromAssistiveTech: Story = {
  render: (args) => (
    <Text as="span" tone="brand" style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <Icon {...args} />
      Paiements sécurisés
    </Text>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('img')).toBeNull();
    const svg = canvasElement.querySelector('svg[data-icon="shield"]') as SVGElement;
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    // Drawn in the text colour, so it follows tones and themes.
    const label = canvas.getByText('Paiements sécurisés');
    await expect(getComputedStyle(svg).color).toBe(getComputedStyle(label).color);
  },
};

export const LabelledIsAnImageWithAName: Story = {
  args: { glyph: glyphs.lock, label: 'Connexion chiffrée' },
  play: async ({ canvasElement }) => {
    const icon = within(canvasElement).getByRole('img', { name: 'Connexion chiffrée' });
    await expect(icon).not.toHaveAttribute('aria-hidden');
    await expect(icon).toHaveAttribute('data-icon', 'lock');
  },
};

export const InsideAnIconButton: Story = {
  render: () => (
    <Button variant="ghost" aria-label="Fermer" icon={<Icon glyph={glyphs.close} />}>
      {null}
    </Button>
  ),
  play: async ({ canvasElement }) => {
    // The button, not the icon, carries the name: one announcement, not two.
    const button = within(canvasElement).getByRole('button', { name: 'Fermer' });
    await expect(within(button).queryByRole('img')).toBeNull();
  },
};

export const EverySize: Story = {
  render: (args) => (
    <ul
      aria-label="Tailles"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'flex',
        gap: 16,
        alignItems: 'end',
      }}
    >
      {sizeNames.map((size) => (
        <li key={size}>
          <Icon {...args} size={size} label={`Taille ${size}`} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const size of sizeNames) {
      const icon = canvas.getByRole('img', { name: `Taille ${size}` });
      const box = icon.getBoundingClientRect();
      await expect(box.width).toBe(iconSizes[size]);
      await expect(box.height).toBe(iconSizes[size]);
    }
  },
};

export const AllIcons: Story = {
  render: () => (
    <ul
      aria-label="Icônes"
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: 12,
      }}
    >
      {glyphNames.map((name) => (
        <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <Icon glyph={glyphsByName[name]} size="lg" />
          <Text as="span" size="sm">
            {name}
          </Text>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Icônes' });
    const items = within(list).getAllByRole('listitem');
    // The catalogue shows every glyph the kit has.
    await expect([...glyphNames].sort()).toEqual(Object.keys(glyphs).sort());
    await expect(items).toHaveLength(glyphNames.length);
    for (const [index, name] of glyphNames.entries()) {
      const item = items[index] as HTMLElement;
      await expect(item).toHaveTextContent(name);
      // Every glyph actually drew something.
      const svg = item.querySelector(`svg[data-icon="${name}"]`) as SVGSVGElement;
      await expect(svg.getBBox().width).toBeGreaterThan(0);
    }
  },
};
