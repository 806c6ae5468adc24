import { describe, expect, it } from 'vitest';
import { allowPrivateFrom, isPrivateAddress } from './addresses.mjs';

describe('notification addresses', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '::1',
    '::',
    'fd00::1',
    'fe80::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    'not an address',
  ])('%s is not public', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['8.8.8.8', '41.82.1.1', '2606:4700:4700::1111', '::ffff:8.8.8.8'])(
    '%s is public',
    (address) => expect(isPrivateAddress(address)).toBe(false),
  );

  it('allows private addresses on a loopback server unless told otherwise', () => {
    expect(allowPrivateFrom({}, '127.0.0.1')).toBe(true);
    expect(allowPrivateFrom({}, '::1')).toBe(true);
    expect(allowPrivateFrom({}, '0.0.0.0')).toBe(false);
    expect(allowPrivateFrom({ WEBHOOK_ALLOW_PRIVATE: 'off' }, '127.0.0.1')).toBe(false);
    expect(allowPrivateFrom({ WEBHOOK_ALLOW_PRIVATE: 'on' }, '0.0.0.0')).toBe(true);
  });
});
