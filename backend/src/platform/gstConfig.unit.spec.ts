import { gstinCheckCharacter } from '@margdarshak/contracts/invoices/gstDetails';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { DEMO_GST } from './gstConfig';

const production = {
  NODE_ENV: 'production',
  SERVER_SECRET: 'a-production-secret-of-at-least-32-chars',
  DEMO_ADMIN_EMAIL: 'ops@margdarshak.example',
  DEMO_ADMIN_PASSWORD: 'not-the-demo-password',
  PUBLIC_URL: 'https://margdarshak.example',
};
const ownBusiness = { GST_LEGAL_NAME: 'Margdarshak Careers LLP', GST_ADDRESS: '5 MG Road, Pune 411001', GST_STATE_CODE: '27', GSTIN: '27AAPFU0939F1ZV' };

describe('the GST details', () => {
  it('are the demo business by default: registered, 18 %, prices including tax', () => {
    expect(loadConfig({}).gst).toEqual({ ...DEMO_GST, sac: '999299', rateBasisPoints: 1800, pricesIncludeTax: true });
  });

  it('read GSTIN=none as not registered (receipts, no tax)', () => {
    expect(loadConfig({ GSTIN: 'none' }).gst.gstin).toBeNull();
  });

  it('refuse a GSTIN whose check character is wrong, or whose state is not the configured one', () => {
    expect(() => loadConfig({ GSTIN: '29AAACM1234C1Z1' })).toThrow(/GSTIN: this GSTIN’s last character does not match/);
    expect(() => loadConfig({ GSTIN: ownBusiness.GSTIN })).toThrow(/GSTIN: it begins with state code 27, but GST_STATE_CODE is 29/);
    expect(loadConfig(ownBusiness).gst.gstin).toBe('27AAPFU0939F1ZV');
  });

  it('refuse prices that exclude tax, a state code that does not exist, a SAC that is not a service and a rate that does not halve', () => {
    expect(() => loadConfig({ GST_PRICES_INCLUDE_TAX: 'false' })).toThrow(/GST_PRICES_INCLUDE_TAX: prices must include GST/);
    expect(() => loadConfig({ GST_STATE_CODE: '40', GSTIN: 'none' })).toThrow(/GST_STATE_CODE: use the two-digit GST state code/);
    expect(() => loadConfig({ GST_SAC: '849999' })).toThrow(/GST_SAC: a SAC code is six digits starting with 99/);
    expect(() => loadConfig({ GST_RATE_PERCENT: '0.25' })).toThrow(/GST_RATE_PERCENT: use a rate that halves into whole hundredths/);
    expect(loadConfig({ GST_RATE_PERCENT: '5' }).gst.rateBasisPoints).toBe(500);
  });

  it('are the business’s own in production, never the demo ones', () => {
    expect(() => loadConfig(production)).toThrow(/production refuses the demo GST details/);
    expect(loadConfig({ ...production, ...ownBusiness }).gst.legalName).toBe('Margdarshak Careers LLP');
    expect(loadConfig({ ...production, ...ownBusiness, GSTIN: 'none' }).gst.gstin).toBeNull();
  });

  it('accept a GSTIN exactly when its last character is the check character', () => {
    const alphabet = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const body = fc.tuple(fc.stringMatching(/^[A-Z]{5}\d{4}[A-Z][1-9A-Z]$/), fc.constantFrom(...alphabet));
    fc.assert(
      fc.property(body, ([middle, last]) => {
        const first14 = `29${middle}Z`;
        const accepted = (() => {
          try {
            loadConfig({ GSTIN: first14 + last });
            return true;
          } catch {
            return false;
          }
        })();
        expect(accepted).toBe(gstinCheckCharacter(first14) === last);
      }),
      { numRuns: 200 },
    );
  });
});
