// The Devanagari counter the Hindi report is measured with (issue 28, item 6).
import { describe, expect, it } from 'vitest';
import { devanagariShare } from './devanagariShare';

describe('devanagariShare', () => {
  it('counts words of two or more letters, Devanagari among them, leaving out the given names and titles', () => {
    expect(devanagariShare('रुचियाँ: खोजी (I), कलात्मक (A) and Social')).toEqual({ words: 5, devanagari: 3, share: 0.6 });
    expect(devanagariShare('अनन्या Sharma के लिए, पैकेज: Comprehensive', ['Sharma', 'Comprehensive']).share).toBe(1);
    expect(devanagariShare('पृष्ठ 1 / 6').words).toBe(1);
    expect(devanagariShare('').share).toBe(0);
  });

  it('takes a word with vowel signs, virama and nukta as one word', () => {
    expect(devanagariShare('ज़्यादा सामाजिक क्षेत्र')).toEqual({ words: 3, devanagari: 3, share: 1 });
  });
});
