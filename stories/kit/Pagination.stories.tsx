import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LinkProvider, Pagination, type LinkComponentProps } from '../../src/kit';
import { withRoom } from './withRoom';

const onPageChange = fn<(page: number) => void>();

const meta = {
  title: 'Kit/Pagination',
  component: Pagination,
  decorators: [withRoom],
  args: { page: 1, onPageChange },
  beforeEach: () => {
    onPageChange.mockReset();
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const transactionsPage = (page: number) => `/transactions?page=${page}`;

export const LinksWithTheCurrentPageMarked: Story = {
  args: { page: 10, pageCount: 20, href: transactionsPage },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/transactions?page=9',
      '/transactions?page=1',
      '/transactions?page=9',
      '/transactions?page=10',
      '/transactions?page=11',
      '/transactions?page=20',
      '/transactions?page=11',
    ]);
    const current = within(nav).getByRole('link', { name: 'Page 10' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getAllByRole('link', { current: 'page' })).toEqual([current]);
    await expect(within(nav).getByRole('link', { name: 'Précédent' })).toHaveAttribute(
      'rel',
      'prev',
    );
    await expect(within(nav).getByRole('link', { name: 'Suivant' })).toHaveAttribute('rel', 'next');
    await expect(within(nav).queryAllByRole('button')).toHaveLength(0);
  },
};

export const OnTheFirstPageThereIsNoPreviousLink: Story = {
  args: { page: 1, pageCount: 3, href: transactionsPage },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).queryByRole('link', { name: 'Précédent' })).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Suivant' })).toHaveAttribute(
      'href',
      '/transactions?page=2',
    );
  },
};

function RouterLink({ href, children, ...props }: LinkComponentProps) {
  return (
    <a {...props} href={href} data-router="app">
      {children}
    </a>
  );
}

export const LinksComeFromTheAppsRouter: Story = {
  args: { page: 2, pageCount: 3, href: transactionsPage },
  render: (args) => (
    <LinkProvider linkComponent={RouterLink}>
      <Pagination {...args} />
    </LinkProvider>
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(5);
    for (const link of links) await expect(link).toHaveAttribute('data-router', 'app');
  },
};

export const ButtonsWithACursorAndNoCount: Story = {
  globals: { theme: 'dark' },
  args: { hasNext: true },
  render: function Render(args) {
    const [page, setPage] = useState(1);
    return (
      <Pagination
        {...args}
        page={page}
        hasNext={page < 3}
        onPageChange={(next) => {
          args.onPageChange?.(next);
          setPage(next);
        }}
      />
    );
  },
  play: async ({ canvasElement, step }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const previous = within(nav).getByRole('button', { name: 'Précédent' });
    const next = within(nav).getByRole('button', { name: 'Suivant' });
    await step('No page before the first: unavailable, still in its place', async () => {
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      await userEvent.click(previous);
      await expect(onPageChange).not.toHaveBeenCalled();
    });
    await step('Next asks for the next page and keeps the focus', async () => {
      await userEvent.click(next);
      await expect(onPageChange).toHaveBeenLastCalledWith(2);
      await userEvent.keyboard('{Enter}');
      await expect(onPageChange).toHaveBeenLastCalledWith(3);
      await expect(next).toHaveFocus();
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await expect(previous).not.toHaveAttribute('aria-disabled');
    });
    await step('No numbers without a count', async () => {
      await expect(within(nav).getAllByRole('button')).toHaveLength(2);
    });
  },
};

export const NumberedButtonsAskForTheirPage: Story = {
  args: { page: 4, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    const numbers = within(nav)
      .getAllByRole('button')
      .map((button) => button.textContent);
    await expect(numbers).toEqual(['Précédent', '1', '2', '3', '4', '5', '20', 'Suivant']);
    await expect(nav).toHaveTextContent('…');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 20' }));
    await expect(onPageChange).toHaveBeenLastCalledWith(20);
    // The page shown is not asked for again.
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 4' }));
    await expect(onPageChange).toHaveBeenCalledTimes(1);
  },
};

export const LabelsAreOverridable: Story = {
  args: {
    page: 2,
    pageCount: 3,
    labels: {
      navigation: 'Pages',
      previous: 'Previous',
      next: 'Next',
      page: (page) => `Go to page ${page}`,
    },
  },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: 'Go to page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
