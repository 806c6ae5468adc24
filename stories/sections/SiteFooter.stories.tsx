import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { footerColumns, socialLinks } from '../../src/content/navigation';
import { site } from '../../src/content/site';
import { SiteFooter } from '../../src/sections/SiteFooter';

const meta = {
  title: 'Sections/SiteFooter',
  component: SiteFooter,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ColumnsAndLinks: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const column of footerColumns) {
      const nav = canvas.getByRole('navigation', { name: column.title });
      for (const link of column.links.filter((l) => l.link)) {
        await expect(within(nav).getByRole('link', { name: link.name })).toHaveAttribute(
          'href',
          link.link,
        );
      }
    }
    const developers = canvas.getByRole('navigation', { name: 'Développeurs' });
    await expect(within(developers).getByText('Intégrations')).toBeVisible();
    await expect(within(developers).queryByRole('link', { name: 'Intégrations' })).toBeNull();
    await expect(canvas.getByText(/© 2025 Yonnee/)).toBeVisible();
  },
};

export const SocialAndPartnerLinksOpenSafely: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const social of socialLinks) {
      const link = canvas.getByRole('link', { name: `${social.name} (nouvel onglet)` });
      await expect(link).toHaveAttribute('href', social.href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const partner = canvas.getByRole('link', { name: new RegExp(site.securityPartner.name) });
    await expect(partner).toHaveAttribute('href', site.securityPartner.url);
    await expect(partner).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('contentinfo')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
