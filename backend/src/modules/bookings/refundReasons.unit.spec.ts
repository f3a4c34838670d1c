// A family reading Hindi is told why their payment came back in Hindi (issue 33): every reason has its Hindi.
import { hindiOf } from '@margdarshak/contracts/messages/hindi';
import { describe, expect, it } from 'vitest';
import { refundReasons } from './refundReasons';

describe('the reasons a payment is given back', () => {
  it.each(Object.values(refundReasons))('has the Hindi of "%s"', (reason) => {
    expect(hindiOf(reason)).toMatch(/[\u0900-\u097F]/);
  });
});
