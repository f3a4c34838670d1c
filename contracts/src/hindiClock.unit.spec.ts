import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hindiClock } from './hindiClock';

const hourOf = (text: string): number => {
  const [, part = '', hour12 = '', minutes = ''] = /^(सुबह|दोपहर|शाम|रात) (\d{1,2}):(\d{2}) बजे$/u.exec(text) ?? [];
  const h = Number(hour12) % 12;
  const candidates = [h, h + 12].filter((hour) => hindiClock(hour, Number(minutes)).startsWith(part));
  expect(candidates).toHaveLength(1);
  return candidates[0] ?? -1;
};

describe('a time of day in Hindi', () => {
  it('is said with its part of the day, as families say it', () => {
    expect(hindiClock(10, 0)).toBe('सुबह 10:00 बजे');
    expect(hindiClock(13, 30)).toBe('दोपहर 1:30 बजे');
    expect(hindiClock(16, 30)).toBe('शाम 4:30 बजे');
    expect(hindiClock(20, 0)).toBe('रात 8:00 बजे');
    expect(hindiClock(0, 15)).toBe('रात 12:15 बजे');
    expect(hindiClock(12, 0)).toBe('दोपहर 12:00 बजे');
  });

  it('names every minute of the day so that it reads back as that minute, and no other', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), (hours, minutes) => {
        expect(hourOf(hindiClock(hours, minutes))).toBe(hours);
      }),
    );
  });
});
