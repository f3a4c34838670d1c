// The consent notice in Hindi is the same notice: the same version, the same number of lines in each part, each line
// in Hindi, with the English's figures.
import { describe, expect, it } from 'vitest';
import { consentNotice, consentNoticeHi, consentNoticeIn } from './consentNotice';

const parts = ['collected', 'purposes', 'retention', 'rights'] as const;

describe('the consent notice in Hindi', () => {
  it('is the same notice, line for line', () => {
    expect(consentNoticeHi.version).toBe(consentNotice.version);
    for (const part of parts) {
      expect(consentNoticeHi[part]).toHaveLength(consentNotice[part].length);
      consentNoticeHi[part].forEach((line, i) => {
        expect(line).toMatch(/[\u0900-\u097F]/);
        for (const figure of consentNotice[part][i]?.match(/\d+/g) ?? []) expect(line, consentNotice[part][i]).toContain(figure);
      });
    }
  });

  it('is the one a Hindi reader gets', () => {
    expect(consentNoticeIn('hi')).toBe(consentNoticeHi);
    expect(consentNoticeIn('en')).toBe(consentNotice);
  });
});
