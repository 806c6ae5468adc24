import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DisclosureToggle } from '../../src/sections/DisclosureToggle';

const meta = {
  title: 'Sections/DisclosureToggle',
  component: DisclosureToggle,
  args: {
    expanded: false,
    controls: 'sommaire',
    hideFrom: 'desktop',
    children: 'Sommaire',
    onToggle: () => {},
  },
  render: function Render(args) {
    const [expanded, setExpanded] = useState(args.expanded);
    return (
      <div>
        <p>Documentation</p>
        <DisclosureToggle {...args} expanded={expanded} onToggle={() => setExpanded(!expanded)} />
        <ul id={args.controls} hidden={!expanded}>
          <li>Présentation</li>
        </ul>
      </div>
    );
  },
} satisfies Meta<typeof DisclosureToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensItsPanelOnAPhone: Story = {
  globals: { viewport: { value: 'mobile360', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Sommaire' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAttribute('aria-controls', 'sommaire');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Présentation')).toBeVisible();
  },
};

export const GoneFromItsBreakpoint: Story = {
  globals: { viewport: { value: 'desktop1280', isRotated: false } },
  play: async ({ canvasElement }) => {
    // From desktop up the panel is always shown beside the page: the button has nothing to do.
    await expect(within(canvasElement).queryByRole('button', { name: 'Sommaire' })).toBeNull();
  },
};
