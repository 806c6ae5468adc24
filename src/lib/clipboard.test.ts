// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

describe('copyText', () => {
  it('uses the async Clipboard API when it is there', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await copyText('curl https://example.test');
    expect(writeText).toHaveBeenCalledWith('curl https://example.test');
  });

  it('falls back to a selection when the Clipboard API refuses', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    let copied = '';
    document.execCommand = vi.fn(() => {
      copied = (document.activeElement as HTMLTextAreaElement).value;
      return true;
    });
    await copyText('secret-free snippet');
    expect(copied).toBe('secret-free snippet');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('reports a failure when neither way works', async () => {
    vi.stubGlobal('navigator', {});
    document.execCommand = vi.fn(() => false);
    await expect(copyText('x')).rejects.toThrow('La copie a été refusée');
  });
});
