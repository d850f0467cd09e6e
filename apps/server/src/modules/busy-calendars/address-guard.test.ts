import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-guard';

describe('where a calendar fetch may connect', () => {
  it('allows public unicast addresses, v4 and v6', () => {
    for (const a of ['8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses loopback, private, link-local, metadata, multicast, reserved and wrapped addresses', () => {
    for (const a of [
      '127.0.0.1',
      '10.1.2.3',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.169.254',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:a9fe:a9fe',
      'fe80::1',
      'fd00::1',
      'ff02::1',
      '64:ff9b::a00:1',
      '2002:7f00:1::',
      'not an address',
    ])
      expect(isPublicAddress(a), a).toBe(false);
  });
});
