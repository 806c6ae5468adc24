import { describe, expect, it } from 'vitest';
import { pickEncoding } from './app.mjs';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, among what the client accepts', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
  });

  it('sends the page as it is when nothing we keep is accepted', () => {
    expect(pickEncoding(undefined)).toBeUndefined();
    expect(pickEncoding('identity')).toBeUndefined();
    expect(pickEncoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(pickEncoding('*;q=0')).toBeUndefined();
  });
});
