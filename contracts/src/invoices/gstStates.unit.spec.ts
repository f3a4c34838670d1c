import { describe, expect, it } from 'vitest';
import { gstStateCode } from './gstDetails';
import { gstStates, payerStateCode, stateLabel } from './gstStates';

describe('the states a payer chooses from', () => {
  it('are the 28 states and 8 union territories, each code once, in the order of the codes, each a code of the GST scheme', () => {
    const codes = gstStates.map(([code]) => code);
    expect(codes).toHaveLength(36);
    expect(new Set(codes).size).toBe(36);
    expect([...codes].sort()).toEqual(codes);
    for (const code of codes) expect(gstStateCode.safeParse(code).success).toBe(true);
    expect(new Set(gstStates.map(([, english]) => english)).size).toBe(36);
  });

  it('leave out codes the scheme has retired or that name no home', () => {
    for (const code of ['25', '28', '97', '99', '00', '39', '7', '']) expect(payerStateCode.safeParse(code).success).toBe(false);
  });

  it('are named with the code, and with the Hindi beside for a Hindi reader', () => {
    expect(stateLabel('27')).toBe('Maharashtra (27)');
    expect(stateLabel('27', 'hi')).toBe('Maharashtra / महाराष्ट्र (27)');
    expect(stateLabel('97')).toBe('97');
  });
});
