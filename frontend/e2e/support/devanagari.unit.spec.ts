import { describe, expect, it } from 'vitest';
import { oneLine, wordsBesideNames } from './devanagari';

describe('wordsBesideNames', () => {
  it('splits words into Devanagari and the rest, a vowel sign counting as a letter and one-letter tokens left out', () => {
    expect(wordsBesideNames('व्यावहारिक (R) है: in the middle 5.5/10 a', [])).toEqual({ devanagari: ['व्यावहारिक', 'है:'], other: ['in', 'the', 'middle'] });
  });

  it('sets aside a name even where the PDF broke its line, the longest name first', () => {
    const text = 'जैसे IIT Delhi, Punjab Engineering\n   College, Chandigarh और JEE Main की तैयारी';
    expect(wordsBesideNames(text, ['JEE', 'JEE Main', 'Punjab Engineering College, Chandigarh', 'IIT Delhi'])).toEqual({ devanagari: ['जैसे', 'और', 'की', 'तैयारी'], other: [] });
  });

  it('oneLine joins a wrapped sentence', () => {
    expect(oneLine('  एक लक्ष्य और\n   एक समय-सीमा हो।  ')).toBe('एक लक्ष्य और एक समय-सीमा हो।');
  });
});
