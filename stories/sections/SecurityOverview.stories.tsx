import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { securityPage } from '../../src/content/security';
import { SecurityOverview } from '../../src/sections/SecurityOverview';

const meta = {
  title: 'Sections/SecurityOverview',
  component: SecurityOverview,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof SecurityOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Sécurité et conformité' }),
    ).toBeVisible();
    const items = within(canvas.getByRole('list')).getAllByRole('listitem');
    await expect(items).toHaveLength(securityPage.pillars.length);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Conformité PCI-DSS' }),
    ).toBeVisible();
    // Three columns on a wide screen: the first three cards share a row.
    const tops = items.slice(0, 3).map((item) => item.getBoundingClientRect().top);
    await expect(new Set(tops).size).toBe(1);
    await expect(canvas.getByRole('link', { name: securityPage.disclosure.email })).toHaveAttribute(
      'href',
      `mailto:${securityPage.disclosure.email}`,
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    const [first, second] = items.map((item) => item.getBoundingClientRect());
    await expect(second!.top).toBeGreaterThan(first!.bottom - 1);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(360);
  },
};
