// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { docsChrome } from '../../content/docs/labels';
import { resetToasts, toastStore } from '../../kit/Toast/toastStore';
import { DocsSearch } from './DocsSearch';

const copy = docsChrome.search;

// The dialog's chunk, as a network that drops it answers: every fetch of it fails.
const dialogFetches = vi.hoisted(() => ({ count: 0 }));
vi.mock('./DocsSearchDialog', () => {
  dialogFetches.count += 1;
  throw new TypeError('Failed to fetch dynamically imported module');
});

afterEach(() => {
  cleanup();
  resetToasts();
  vi.resetModules();
});

describe('a search whose dialog cannot be fetched', () => {
  it('answers a press with a toast that offers to try again', async () => {
    const user = userEvent.setup();
    render(<DocsSearch />);
    await user.click(screen.getByRole('button', { name: new RegExp(`^${copy.open}`) }));

    await vi.waitFor(() => expect(toastStore.getState().toasts).toHaveLength(1));
    const shown = toastStore.getState().toasts[0]!;
    expect(shown).toMatchObject({ variant: 'destructive', title: copy.unavailable });
    expect(shown.action).toMatchObject({ label: copy.retry, altText: copy.open });
    expect(screen.queryByRole('dialog')).toBeNull();

    const before = dialogFetches.count;
    shown.action?.onClick();
    await vi.waitFor(() => expect(dialogFetches.count).toBe(before + 1));
  });

  it('says nothing when only a hover or a focus fetched it', async () => {
    const user = userEvent.setup();
    render(<DocsSearch />);
    const before = dialogFetches.count;
    await user.hover(screen.getByRole('button', { name: new RegExp(`^${copy.open}`) }));
    await vi.waitFor(() => expect(dialogFetches.count).toBe(before + 1));
    await new Promise((settled) => setTimeout(settled, 0));
    expect(toastStore.getState().toasts).toEqual([]);
  });
});
