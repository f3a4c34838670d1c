import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './staticFrontend';

describe('choosing the encoding of a shared page', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate, br', 'br'],
    ['BR', 'br'],
    ['*', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.8, br;q=0.9', 'br'],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=0, *;q=0.1', 'br'],
    ['deflate', 'identity'],
    ['identity', 'identity'],
    ['br;q=0, gzip;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ] as const)('%j -> %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
