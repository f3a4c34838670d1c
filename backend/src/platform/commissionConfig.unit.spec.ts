// The commission is configuration checked at start-up (decision 0127): 20 % unless set, rates per package type where
// they differ, and a wrong value stops the start naming its variable.
import { describe, expect, it } from 'vitest';
import { commissionRateFor } from './commissionConfig';
import { loadConfig } from './config';

const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' } as const;

describe('commission configuration', () => {
  it('is 20 % by default, for every package type', () => {
    const { commission } = loadConfig({ ...base });
    expect(commission).toEqual({ defaultBasisPoints: 2000, byPackageType: {} });
    expect(commissionRateFor(commission, 'comprehensive')).toBe(2000);
  });

  it('takes one rate and rates per package type', () => {
    const { commission } = loadConfig({ ...base, COMMISSION_PERCENT: '17.5', COMMISSION_PERCENT_BY_PACKAGE_TYPE: ' comprehensive:15, basic:25.25 ' });
    expect([commissionRateFor(commission, 'basic'), commissionRateFor(commission, 'advanced'), commissionRateFor(commission, 'comprehensive')]).toEqual([2525, 1750, 1500]);
  });

  it.each([
    [{ COMMISSION_PERCENT: '101' }, 'COMMISSION_PERCENT'],
    [{ COMMISSION_PERCENT: 'twenty' }, 'COMMISSION_PERCENT'],
    [{ COMMISSION_PERCENT: '12.345' }, 'COMMISSION_PERCENT'],
    [{ COMMISSION_PERCENT_BY_PACKAGE_TYPE: 'premium:10' }, 'COMMISSION_PERCENT_BY_PACKAGE_TYPE'],
    [{ COMMISSION_PERCENT_BY_PACKAGE_TYPE: 'basic:10,basic:12' }, 'COMMISSION_PERCENT_BY_PACKAGE_TYPE'],
    [{ COMMISSION_PERCENT_BY_PACKAGE_TYPE: 'basic:-1' }, 'COMMISSION_PERCENT_BY_PACKAGE_TYPE'],
  ])('refuses %o at start-up, naming %s', (env, name) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(name);
  });
});
