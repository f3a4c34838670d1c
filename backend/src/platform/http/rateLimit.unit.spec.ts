import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { describe, expect, it } from 'vitest';
import { clientNetworkOf, secondsUntilRoom } from './rateLimit';

const group = fc.integer({ min: 0, max: 0xffff });
const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
/** The same IPv6 address written four ways: compressed, uncompressed, in full with leading zeros, and in capitals. */
const spellings = (parts: number[]) => {
  const address = new ipaddr.IPv6(parts);
  const full = parts.map((part) => part.toString(16).padStart(4, '0')).join(':');
  return [address.toString(), address.toNormalizedString(), full, address.toString().toUpperCase()];
};

describe('the client network a limiter counts', () => {
  it('is the /64 of an IPv6 address, however the address is written', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, one, other) => {
        const networks = [...spellings([...prefix, ...one]), ...spellings([...prefix, ...other])].map(clientNetworkOf);
        expect(new Set(networks).size).toBe(1);
        expect(networks[0]).toMatch(/\/64$/);
      }),
    );
  });

  it('differs for IPv6 addresses in different /64s', () => {
    fc.assert(
      fc.property(groups(4), groups(4), groups(4), (prefix, otherPrefix, suffix) => {
        fc.pre(prefix.some((part, i) => part !== otherPrefix[i]));
        expect(clientNetworkOf(new ipaddr.IPv6([...prefix, ...suffix]).toString())).not.toBe(clientNetworkOf(new ipaddr.IPv6([...otherPrefix, ...suffix]).toString()));
      }),
    );
  });

  it('is the address itself for IPv4, written plainly or IPv4-mapped', () => {
    fc.assert(
      fc.property(fc.ipV4(), (address) => {
        expect(clientNetworkOf(address)).toBe(address);
        expect(clientNetworkOf(`::ffff:${address}`)).toBe(address);
      }),
    );
  });

  it('keeps a zone out of the network and anything unparseable as it is', () => {
    expect(clientNetworkOf('fe80::1%eth0')).toBe(clientNetworkOf('fe80::2'));
    expect(clientNetworkOf('not an address')).toBe('not an address');
  });
});

describe('how long until a limiter has room', () => {
  const now = new Date('2026-11-23T06:00:00Z');
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const window = 10 * 60_000;

  it('has room below the limit', () => {
    expect(secondsUntilRoom([ago(1), ago(2)], 3, window, now)).toBeUndefined();
  });

  it('frees a place when the oldest of the counted attempts leaves the window, never in under a second', () => {
    expect(secondsUntilRoom([ago(1), ago(2), ago(60)], 3, window, now)).toBe(540);
    expect(secondsUntilRoom([ago(0), ago(0), ago(599.5)], 3, window, now)).toBe(1);
  });
});
