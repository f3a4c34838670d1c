// The PDF follows the gate (issue 28, item 1), for any answers scored by the real scoring functions: a profile, careers,
// streams and a code in large type exactly when supportsReading() says so; the parent's view (the results as the server
// gates them, gated()) gives the same document; every plan step that says 'these', 'them' or 'it' follows one that named them.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gated, supportsReading } from '@margdarshak/contracts/assessments/gate';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult, TestResult } from '@margdarshak/contracts/assessments/tests';
import { codeInWords } from '@margdarshak/contracts/assessments/codeWords';
import { linesOf } from './documentBlocks';
import { textsIn } from '../assessments';
import { miLabel } from './reading';
import { reportInputs as inputs } from '../../testing/reportArbitraries';
import { planSteps } from './reportPlan';
import { reportDocument, type ReportInput } from './reportDocument';
import { reportLanguageOf, reportWords } from './words';

const riasecOf = (data: RiasecResult): TestResult => ({ type: 'riasec', data });
const gatedInput = (input: ReportInput): ReportInput => ({
  ...input,
  ...(input.riasec && { riasec: gated(riasecOf(input.riasec)).data as RiasecResult }),
  ...(input.multipleIntelligences && { multipleIntelligences: gated({ type: 'multiple_intelligences', data: input.multipleIntelligences }).data as MultipleIntelligencesResult }),
  ...(input.bigfive && { bigfive: gated({ type: 'bigfive', data: input.bigfive }).data as BigFiveResult }),
});

describe('the PDF and the parent view follow the gate', () => {
  it('show a profile, careers, streams and the code exactly when supportsReading() says so, and agree with each other', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const document = reportDocument(input);
        const lines = document.blocks.flatMap(linesOf);
        const all = lines.join('\n');
        const language = reportLanguageOf(input);
        const words = reportWords[language];
        expect(all).not.toMatch(/no clear code\)|undefined|NaN/);
        if (input.riasec) {
          const readable = supportsReading(riasecOf(input.riasec));
          const bigCode = document.blocks.some((b) => b.kind === 'text' && (b.size ?? 0) >= 16 && b.runs.some((r) => r.text === codeInWords(input.riasec?.hollandCode ?? '', language)));
          expect(bigCode).toBe(readable);
          expect(lines.some((l) => l.startsWith(words.profileHeading('')))).toBe(readable && Boolean(input.riasec.profile));
          expect(lines.some((l) => l.startsWith(`${words.streamsLabel}: `))).toBe(readable && Boolean(input.riasec.profile?.recommended_streams?.length));
          const start = lines.indexOf(words.riasecHeading);
          const next = lines.findIndex((l, i) => i > start && (l === words.bigFiveHeading || l === words.miHeading));
          const section = lines.slice(start, next < 0 ? undefined : next);
          expect(section.some((l) => l.startsWith(`${words.careersToExplore}: `))).toBe(readable && input.riasec.careerSuggestions.length > 0);
        }
        if (input.multipleIntelligences) {
          const mi = input.multipleIntelligences;
          const readable = supportsReading({ type: 'multiple_intelligences', data: mi });
          const section = lines.slice(lines.lastIndexOf(words.miHeading));
          expect(section.some((l) => l.startsWith(`${words.careersToExplore}: `))).toBe(readable);
          const standsOut = section.find((l) => l.startsWith(`${words.standsOut}: `));
          if (readable) {
            const named = mi.intelligenceScores.filter((s) => mi.dominantIntelligences.includes(s.label)).map((s) => miLabel(s.domain, language));
            for (const label of named) expect(standsOut).toContain(label);
            for (const other of mi.intelligenceScores.filter((s) => !mi.dominantIntelligences.includes(s.label)))
              expect(standsOut?.split(/, | and | और /)).not.toContain(miLabel(other.domain, language));
          } else expect(standsOut).toBeUndefined();
        }
        if (input.bigfive) {
          const readable = supportsReading({ type: 'bigfive', data: input.bigfive });
          expect(document.blocks.some((b) => b.kind === 'bars' && b.rows.length === 5)).toBe(readable);
          // The traits by the report's names (a report may mix languages: its words are its own).
          const titles = textsIn[language].domains;
          expect(lines.some((l) => input.bigfive?.narrative.some((d) => l.startsWith(`${titles[d.domain].title}: `)))).toBe(readable);
        }
        // The parent's view: the results as the server gates them give the very same report.
        expect(reportDocument(gatedInput(input))).toEqual(document);
      }),
      { numRuns: 120 },
    );
  });

  it('lets no plan step say "these", "them" or "it" before a step has named the fields', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const steps = planSteps(input, 'en');
        const naming = steps.findIndex((s) => s.startsWith('Explore the fields that fit'));
        steps.forEach((step, i) => {
          if (/\b(these|them|it)\b/i.test(step)) {
            expect(naming, step).toBeGreaterThanOrEqual(0);
            expect(naming, step).toBeLessThanOrEqual(i);
          }
        });
        expect(naming >= 0).toBe(Boolean(input.riasec && supportsReading(riasecOf(input.riasec)) && input.riasec.profile));
      }),
      { numRuns: 150 },
    );
  });
});
