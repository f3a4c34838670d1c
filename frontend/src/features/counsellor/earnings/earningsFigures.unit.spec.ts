import { describe, expect, it } from 'vitest';
import { hasEarnings, packageLabel } from './earningsFigures';

const zero = { sessions: 0, paid: 0, refunded: 0, net: 0 };

describe('the earnings page', () => {
  it('names the package types', () => expect(packageLabel('comprehensive')).toBe('Comprehensive'));
  it('shows the empty state until there is a session', () => {
    expect(hasEarnings({ total: zero, sessions: [] })).toBe(false);
    expect(hasEarnings({ total: { ...zero, sessions: 1, paid: 999, net: 999 }, sessions: [] })).toBe(true);
  });
});
