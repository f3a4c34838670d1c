// The parent is told why a reading was withheld by its cause (psychometric review): low person fit alone is "no clear
// pattern", never "rushed" or "a repeating pattern"; other doubtful answers keep those words.
import { describe, expect, it } from 'vitest';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { genuineAnswers, randomSource, scoreMultipleIntelligences, qualityDesigns } from '../assessments';
import { reportDocument } from './reportDocument';
import { reportWords } from './words';

const pdfText = (mi: ReturnType<typeof scoreMultipleIntelligences>) =>
  JSON.stringify(reportDocument({ studentName: 'Kabir Rao', packageName: 'Advanced', sessionDate: '2026-12-05T04:30:00.000Z', multipleIntelligences: mi }).blocks);

describe('the PDF words for a withheld reading', () => {
  it.each<TestLanguage>(['en', 'hi'])('say "no clear pattern" for low person fit alone, in %s', (language) => {
    const random = randomSource(28);
    const words = reportWords[language];
    let found = 0;
    for (let i = 0; i < 400 && found < 3; i++) {
      const mi = scoreMultipleIntelligences(genuineAnswers('multiple_intelligences', random), language);
      if (mi.answerQuality?.flags?.join() !== 'personFit') continue;
      found += 1;
      expect(pdfText(mi)).toContain(JSON.stringify(words.noClearPattern('Kabir')).slice(1, -1));
      expect(pdfText(mi)).not.toContain(JSON.stringify(words.withheld.doubtful('Kabir')).slice(1, -1));
    }
    expect(found).toBe(3);
  });

  it.each<TestLanguage>(['en', 'hi'])('say "mostly unsure" when the middle answer was chosen for most statements, in %s', (language) => {
    const odd: Record<number, number> = { 5: 4, 17: 2, 29: 5 };
    const mi = scoreMultipleIntelligences(Object.fromEntries(qualityDesigns.multiple_intelligences.order.map((id, i) => [id, odd[i] ?? 3])), language);
    expect(mi.answerQuality?.cause).toBe('unsure');
    expect(pdfText(mi)).toContain(JSON.stringify(reportWords[language].mostlyUnsure('Kabir')).slice(1, -1));
    expect(pdfText(mi)).not.toContain(JSON.stringify(reportWords[language].withheld.doubtful('Kabir')).slice(1, -1));
  });

  it('keep the rushed-or-patterned words for patterned answers', () => {
    const mi = scoreMultipleIntelligences(Object.fromEntries(qualityDesigns.multiple_intelligences.order.map((id, i) => [id, (i % 5) + 1])));
    expect(mi.answerQuality?.verdict).toBe('doubtful');
    expect(pdfText(mi)).toContain(JSON.stringify(reportWords.en.withheld.doubtful('Kabir')).slice(1, -1));
  });
});
