// The stage plan for every class, board, medium and language: never empty, in the language asked, in the neutral voice
// every surface can show, and with each board's or medium's note only at the stage where it holds.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classLevels, schoolBoards, studyMediums } from '@margdarshak/contracts/api/students';
import { testLanguages } from '@margdarshak/contracts/assessments/tests';
import { phaseOf, stageAdvice, type StudentStage } from './stageAdvice';
import { stageTexts } from './stageAdviceText';

/** Exam, board, scheme and institution names, and the portal's address: written as their owners write them. */
const names = new Set(
  'JEE Main Advanced NEET-UG NEET-PG CUET-UG CUET-PG CLAT CLAT-PG NID DAT NATA CAT GATE IIT IITs IIIT NIT JAM NCERT CBSE NIOS IB AIU NMMS INSPIRE-SHE SC/ST scholarships.gov.in'.split(' '),
);
const devanagari = /[\u0900-\u097F]/u;
const words = (text: string) => text.split(/[\s,;:()।?]+/u).filter((word) => /[\p{L}]/u.test(word));

/** Share of words in Devanagari, names left out. */
const devanagariShare = (text: string) => {
  const counted = words(text).filter((word) => !names.has(word.replace(/[.’']+$/u, '')));
  return counted.filter((word) => devanagari.test(word)).length / counted.length;
};

const maybe = <T>(values: readonly T[]) => fc.constantFrom<T | null | undefined | string>(...values, null, undefined, 'not-on-the-list');
const stageArb: fc.Arbitrary<StudentStage> = fc.record({ classLevel: maybe(classLevels), board: maybe(schoolBoards), medium: maybe(studyMediums) }, { requiredKeys: [] }) as fc.Arbitrary<StudentStage>;
const languageArb = fc.constantFrom(...testLanguages);

describe('the stage plan', () => {
  it('gives at least one step, none empty and none twice, for every class, board, medium and language', () => {
    fc.assert(
      fc.property(stageArb, languageArb, (stage, language) => {
        const steps = stageAdvice(stage, language);
        expect(steps.length).toBeGreaterThanOrEqual(1);
        for (const step of steps) expect(step.trim().length).toBeGreaterThan(20);
        expect(new Set(steps).size).toBe(steps.length);
      }),
      { numRuns: 500 },
    );
  });

  it('is in the language asked: English with no Devanagari, Hindi at least 90% Devanagari words outside names', () => {
    fc.assert(
      fc.property(stageArb, (stage) => {
        const english = stageAdvice(stage, 'en');
        const hindi = stageAdvice(stage, 'hi');
        expect(hindi).toHaveLength(english.length);
        for (const step of english) expect(step).not.toMatch(devanagari);
        for (const step of hindi) expect(devanagariShare(step), step).toBeGreaterThanOrEqual(0.9);
      }),
      { numRuns: 300 },
    );
  });

  it('speaks to no one in particular, so the student’s pages and the parent’s PDF can both show it', () => {
    for (const text of Object.values(stageTexts.en).flat()) expect(text).not.toMatch(/\b([Yy]ou|[Yy]ours?|[Cc]hild|[Hh]e|[Ss]he|[Hh]is|[Hh]er)\b/);
    for (const text of Object.values(stageTexts.hi).flat()) expect(text).not.toMatch(/(आपका|आपकी|आपके|बच्चे|बच्चा|गया|गई)/u);
  });

  it('reads a value not on the lists as not given', () => {
    fc.assert(
      fc.property(stageArb, languageArb, (stage, language) => {
        const garbled = { classLevel: `${stage.classLevel ?? ''}x`, board: 'Harvard', medium: 'Latin' };
        expect(stageAdvice(garbled, language)).toEqual(stageAdvice({}, language));
      }),
      { numRuns: 50 },
    );
    expect(stageAdvice(undefined, 'en')).toEqual([stageTexts.en.unknownClass]);
  });
});

describe('what each stage is told', () => {
  const all = (stage: StudentStage, language: 'en' | 'hi' = 'en') => stageAdvice(stage, language).join('\n');

  it('Class 9 and 10: the stream choice ahead, what keeps options open, and CBSE’s Mathematics choice only for CBSE', () => {
    expect(all({ classLevel: 'class_9' })).toContain('chosen at the end of Class 10');
    expect(all({ classLevel: 'class_10' })).toContain('chosen this year');
    expect(all({ classLevel: 'class_10' })).toContain('Science with Mathematics');
    expect(all({ classLevel: 'class_10', board: 'cbse' })).toContain('Standard Mathematics');
    for (const board of schoolBoards.filter((b) => b !== 'cbse')) expect(all({ classLevel: 'class_10', board })).not.toContain('Standard Mathematics');
    expect(all({ classLevel: 'class_11', board: 'cbse' })).not.toContain('Standard Mathematics');
  });

  it('Class 11 and 12: the entrance exams and their months, and what board marks still decide', () => {
    for (const classLevel of ['class_11', 'class_12'] as const) {
      for (const language of testLanguages) {
        const text = all({ classLevel }, language);
        for (const exam of ['JEE Main', 'JEE Advanced', 'NEET-UG', 'CUET-UG', 'CLAT', 'NID DAT', 'NATA', '75%']) expect(text).toContain(exam);
      }
    }
    expect(all({ classLevel: 'class_12' })).toContain('fall in this year');
    expect(all({ classLevel: 'class_11' })).toContain('taken in Class 12');
    expect(all({ classLevel: 'class_10' })).not.toContain('NEET-UG for medicine');
  });

  it('college: electives, internships and postgraduate entrances, and no school-exam steps', () => {
    const text = all({ classLevel: 'college', board: 'state', medium: 'english' });
    for (const part of ['electives', 'internship', 'CAT', 'GATE', 'CUET-PG']) expect(text).toContain(part);
    expect(text).not.toContain('NEET-UG for medicine');
    expect(text).not.toContain('State board');
  });

  it('board notes only where true for the stage: NIOS’s flexibility at school, the state board and CUET, IB and Cambridge equivalence', () => {
    expect(all({ classLevel: 'class_12', board: 'nios' })).toContain('NIOS: public exams run twice a year');
    expect(all({ classLevel: 'college', board: 'nios' })).not.toContain('NIOS');
    expect(all({ classLevel: 'class_12', board: 'state' })).toContain('NCERT');
    expect(all({ classLevel: 'class_9', board: 'state' })).not.toContain('NCERT');
    for (const board of ['ib', 'igcse_cambridge'] as const) expect(all({ classLevel: 'class_11', board })).toContain('Association of Indian Universities');
    for (const board of ['cbse', 'icse_isc', 'other'] as const) {
      const text = all({ classLevel: 'class_12', board });
      expect(text).not.toContain('NCERT');
      expect(text).not.toContain('NIOS');
      expect(text).not.toContain('Association of Indian Universities');
    }
  });

  it('the medium: exams offered in Hindi or regional languages for school students, nothing extra for English medium', () => {
    expect(all({ classLevel: 'class_11', medium: 'hindi' })).toContain('can all be taken in Hindi');
    expect(all({ classLevel: 'class_11', medium: 'hindi' }, 'hi')).toContain('हिन्दी माध्यम');
    expect(all({ classLevel: 'class_9', medium: 'other_regional' })).toContain('13 languages');
    expect(all({ classLevel: 'college', medium: 'hindi' })).toContain('CAT and GATE are in English only');
    for (const classLevel of classLevels) {
      expect(stageAdvice({ classLevel, medium: 'english' }, 'en')).toEqual(stageAdvice({ classLevel }, 'en'));
    }
  });

  it('scholarships only where a national scheme exists for the stage', () => {
    expect(all({ classLevel: 'class_6_8' })).toContain('NMMS');
    expect(all({ classLevel: 'class_10' })).toContain('National Scholarship Portal');
    expect(all({ classLevel: 'class_12' })).toContain('INSPIRE-SHE');
    expect(all({ classLevel: 'class_10' })).not.toContain('INSPIRE-SHE');
    expect(all({ classLevel: 'other' })).not.toMatch(/Scholarship/);
  });

  it('groups the years as a counsellor advises them', () => {
    expect(classLevels.map(phaseOf)).toEqual(['early', 'secondary', 'secondary', 'senior', 'senior', 'college', 'other']);
  });
});
