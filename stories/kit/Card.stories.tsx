import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge, Card, CardLink, cardVariants, Grid, Heading, Text } from '../../src/kit';
import { withRoom } from './withRoom';
import type { StoryLoaded } from '../support/loaders';
import { dark, expectColors, expectDarkPage } from '../support/themeColors';

const meta = {
  title: 'Kit/Card',
  component: Card,
  decorators: [withRoom],
  args: {
    as: 'article',
    'aria-labelledby': 'carte-titre',
    style: { maxWidth: 360 },
    children: (
      <>
        <Heading level={2} size="lg" id="carte-titre">
          Paiements mobile money
        </Heading>
        <Text tone="muted">Orange Money, Wave, MTN MoMo et Moov Money derrière une seule API.</Text>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Outlined: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Paiements mobile money' });
    await expect(card).not.toHaveAttribute('data-interactive');
    await expect(getComputedStyle(card).borderTopStyle).toBe('solid');
    await expect(within(card).queryByRole('link')).toBeNull();
  },
};

const EveryVariantRender: Story['render'] = () => (
  <Grid columns={{ mobile: 1, tablet: 3 }}>
    {cardVariants.map((variant) => (
      <Card key={variant} as="article" variant={variant} aria-labelledby={`carte-${variant}`}>
        <Heading level={2} size="lg" id={`carte-${variant}`}>
          Carte {variant}
        </Heading>
        <Text tone="muted">Solde disponible : 1 250 000 FCFA</Text>
      </Card>
    ))}
  </Grid>
);

const assertEveryVariant: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  const cards = cardVariants.map((variant) =>
    canvas.getByRole('article', { name: `Carte ${variant}` }),
  );
  const styles = cards.map((card) => getComputedStyle(card));
  const [outlined, elevated, sunken] = cardVariants.map((v) => styles[cardVariants.indexOf(v)]);
  // Each variant sets itself apart differently: a border, a shadow, a sunken fill.
  await expect(outlined?.borderTopStyle).toBe('solid');
  await expect(elevated?.boxShadow).not.toBe('none');
  await expect(sunken?.backgroundColor).not.toBe(outlined?.backgroundColor);
};

export const EveryVariant: Story = { render: EveryVariantRender, play: assertEveryVariant };

export const EveryVariantInDarkTheme: Story = {
  render: EveryVariantRender,
  play: async (context) => {
    await assertEveryVariant(context);
    await expectDarkPage(context.canvasElement);
    const canvas = within(context.canvasElement);
    const card = (variant: (typeof cardVariants)[number]) =>
      canvas.getByRole('article', { name: `Carte ${variant}` });
    // Raised cards are lighter than the dark page, the sunken one darker than them.
    await expectColors(card('outlined'), {
      backgroundColor: dark.surface.raised,
      borderTopColor: dark.border.subtle,
      color: dark.text.default,
    });
    await expectColors(card('elevated'), { backgroundColor: dark.surface.raised });
    await expectColors(card('sunken'), { backgroundColor: dark.surface.sunken });
  },
  globals: { theme: 'dark' },
};

const InteractiveRender: Story['render'] = (args) => (
  <Card {...args} interactive>
    <div>
      <Badge tone="brand">Nouveau</Badge>
    </div>
    <Heading level={2} size="lg" id="carte-titre">
      <CardLink href="/documentation/paiements">Paiements mobile money</CardLink>
    </Heading>
    <Text tone="muted">Orange Money, Wave, MTN MoMo et Moov Money derrière une seule API.</Text>
  </Card>
);

export const InteractiveCardWholeSurfaceNavigates: Story = {
  render: InteractiveRender,
  parameters: { route: '/' },
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Paiements mobile money' });
    const link = within(card).getByRole('link', { name: 'Paiements mobile money' });
    await expect(card).toHaveAttribute('data-interactive');
    // One link per card: its name is the title, not the whole card's text.
    await expect(within(card).getAllByRole('link')).toHaveLength(1);

    // Hit-test the description: the link's overlay, not the paragraph, receives the pointer.
    const description = canvas.getByText(/derrière une seule API/);
    const box = description.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    await expect(hit).toBe(link);
    await userEvent.click(hit as HTMLElement);
    await expect((loaded as StoryLoaded).location.history).toEqual([
      '/',
      '/documentation/paiements',
    ]);
  },
};

export const InteractiveCardShowsFocusAroundTheCard: Story = {
  render: InteractiveRender,
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Paiements mobile money' });
    const link = within(card).getByRole('link', { name: 'Paiements mobile money' });
    await expect(getComputedStyle(card).outlineStyle).toBe('none');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    // The ring goes around the whole card, the area that is clickable.
    await expect(getComputedStyle(card).outlineStyle).toBe('solid');
    await expect(getComputedStyle(card).outlineWidth).toBe('3px');
  },
};

export const ListOfInteractiveCards: Story = {
  args: { as: 'li', 'aria-labelledby': undefined, style: undefined },
  render: (args) => (
    <Grid
      as="ul"
      columns={{ mobile: 1, tablet: 3 }}
      aria-label="Produits"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {[
        { title: 'Encaissement', href: '/produits/encaissement' },
        { title: 'Versements', href: '/produits/versements' },
        { title: 'Liens de paiement', href: '/produits/liens' },
      ].map(({ title, href }) => (
        <Card {...args} key={href} variant="elevated" interactive>
          <Heading level={2} size="lg">
            <CardLink href={href}>{title}</CardLink>
          </Heading>
          <Text tone="muted">En savoir plus sur l’offre {title.toLowerCase()}.</Text>
        </Card>
      ))}
    </Grid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Produits' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    for (const item of items) {
      await expect(within(item).getAllByRole('link')).toHaveLength(1);
    }
    await expect(within(list).getByRole('link', { name: 'Versements' })).toHaveAttribute(
      'href',
      '/produits/versements',
    );
  },
};
