// Page one, to the parent: who and when, then what the tests say in a few lines, only what the answers support (a
// withheld reading says why, kindly), the helpline where it is due, and the first steps. Nothing about money.
import { hindiClockAt } from '@margdarshak/contracts/hindiClock';
import { TIME_ZONE } from '@margdarshak/contracts/schedule/slots';
import { withheldReason } from '@margdarshak/contracts/assessments/gate';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { helplineBlock } from './bigFiveSection';
import { codeInWords } from '@margdarshak/contracts/assessments/codeWords';
import { FACT_SIZE, MUTED, bullets, labelled, numbered, subheading, text, titledCallout, type Block } from './documentBlocks';
import { bigFiveReadable, helplineDue, miLabel, orderedStreams, readableProfile, standingOut } from './reading';
import { streamChoiceAhead } from './stageAdvice';
import { withheldWords } from './withheldWords';
import type { ReportInput } from './reportInput';
import { firstName, inSentence, listed, personalityLines, planSteps } from './reportPlan';
import { codePlacesLine } from './riasecSection';
import type { ReportWords } from './words';

/** The session's date and time in India, in the report's language ('5 December 2026, 10:00 am'; '5 दिसंबर 2026, सुबह 10:00 बजे'). */
export function sessionWhen(instant: string, language: TestLanguage): string {
  const date = new Date(instant);
  if (language === 'en') return new Intl.DateTimeFormat('en-IN', { timeZone: TIME_ZONE, dateStyle: 'long', timeStyle: 'short', hour12: true }).format(date);
  const day = new Intl.DateTimeFormat('hi-IN', { timeZone: TIME_ZONE, dateStyle: 'long' }).format(date);
  return `${day}, ${hindiClockAt(date)}`;
}

export function testNames(input: ReportInput, words: ReportWords): string[] {
  return [input.riasec && words.testNames.riasec, input.bigfive && words.testNames.bigfive, input.multipleIntelligences && words.testNames.mi].filter((t): t is string => Boolean(t));
}

export function reportTitle(input: ReportInput, words: ReportWords): string {
  if (testNames(input, words).length > 1) return words.titles.several;
  if (input.riasec) return words.titles.riasec;
  if (input.bigfive) return words.titles.bigfive;
  return words.titles.mi;
}

export function summaryPage(input: ReportInput, words: ReportWords, language: TestLanguage): Block[] {
  const { riasec, bigfive, multipleIntelligences: mi } = input;
  const name = firstName(input.studentName, words);
  const session = [words.session(sessionWhen(input.sessionDate, language)), ...(input.counsellorName ? [words.counsellor(input.counsellorName)] : [])];
  const blocks: Block[] = [
    { kind: 'text', runs: [{ text: 'Margdarshak', bold: true }], size: 12, color: '#1f5fae', spaceAfter: 2 },
    { kind: 'text', runs: [{ text: reportTitle(input, words), bold: true }], size: 22, spaceAfter: 2 },
    text(words.forName(input.studentName), { size: 15, spaceAfter: 4 }),
    text(session.join('   ·   '), { size: FACT_SIZE, color: MUTED }),
    text(words.packageLine(input.packageName, testNames(input, words).join(', ')), { size: FACT_SIZE, color: MUTED, spaceAfter: 10 }),
    subheading(words.summaryHeading),
  ];
  const profile = riasec && readableProfile(riasec, language);
  if (riasec) {
    const reason = withheldReason({ type: 'riasec', data: riasec });
    if (!reason) {
      blocks.push(
        {
          kind: 'text',
          runs: [
            { text: `${words.interestCode}: `, bold: true },
            { text: codeInWords(riasec.hollandCode, language), bold: true },
          ],
          spaceAfter: 1,
        },
        text(codePlacesLine(riasec, language), { size: FACT_SIZE, color: MUTED, spaceAfter: 6 }),
      );
    } else {
      blocks.push(titledCallout(words.interestCode, withheldWords(words, reason, riasec, name), 'caution'));
    }
  }
  if (bigfive) {
    if (bigFiveReadable(bigfive)) {
      const [first, second] = personalityLines(input.studentName, bigfive, words);
      blocks.push({ kind: 'text', runs: [{ text: `${words.personality}: `, bold: true }, { text: first }], spaceAfter: 1 }, text(second, { size: FACT_SIZE, color: MUTED, spaceAfter: 6 }));
    } else {
      blocks.push(titledCallout(words.personality, withheldWords(words, 'doubtful', bigfive, name), 'caution'));
    }
    if (helplineDue(bigfive)) blocks.push(helplineBlock(language));
  }
  if (mi) {
    const reason = withheldReason({ type: 'multiple_intelligences', data: mi });
    if (reason) blocks.push(titledCallout(words.testNames.mi, withheldWords(words, reason, mi, name), 'caution'));
  }
  const top = mi ? standingOut(mi) : [];
  const strengths = [
    ...(profile ? profile.strengths.slice(0, 3) : []),
    ...(top.length
      ? [
          words.enjoysMost(
            name,
            listed(
              top.map((d) => inSentence(miLabel(d, language))),
              words.and,
            ),
          ),
        ]
      : []),
  ];
  if (strengths.length) blocks.push(subheading(words.strengthsHeading), bullets(strengths));
  const streams = riasec && streamChoiceAhead(input.stage) ? orderedStreams(riasec, profile) : [];
  if (streams.length)
    blocks.push(
      labelled(
        words.streamsLabel,
        listed(
          streams.map((s) => words.streamNames[s]),
          words.and,
        ),
      ),
    );
  blocks.push(subheading(words.nextSteps), numbered(planSteps(input, language).slice(0, 3)));
  blocks.push(text(words.footer, { size: 9.5, color: MUTED, spaceBefore: 6 }));
  return blocks;
}
