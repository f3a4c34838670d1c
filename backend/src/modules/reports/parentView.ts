// A released report as a linked parent reads it (issue 28, item 4: one reader per surface). The results' own words speak
// to the student, in each test's own language, so the parent gets none of them: each result's figures, with no words
// at all (so nothing in the response can contradict the document's language), and the report's document, the blocks
// the PDF is drawn from (reportDocument.ts), without the PDF's page layout. One document, drawn twice: the PDF and this
// view say the same things, through the same gate, in the same language, and no sentence is written twice. Pure.
import type { BigFiveFigures, MultipleIntelligencesFigures, ParentReportView, QualityFigures, ReportBlock, RiasecFigures } from '@margdarshak/contracts/api/parentReport';
import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import type { AnswerQuality, BigFiveResult, Intelligence, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { Block } from './documentBlocks';
import { reportDocument } from './reportDocument';
import { reportInput } from './reportInput';
import type { Stage } from './reportPlan';
import { reportLanguageOf } from './words';

const qualityFigures = (quality: AnswerQuality | undefined): { answerQuality?: QualityFigures } =>
  quality ? { answerQuality: { ...(quality.verdict && { verdict: quality.verdict }), ...(quality.flags && { flags: quality.flags }), ...(quality.cause && { cause: quality.cause }) } } : {};

function riasecFigures(riasec: RiasecResult): RiasecFigures {
  const { hollandCode, realistic, investigative, artistic, social, enterprising, conventional, totalQuestions, codeConfidence, codePlaces, ties, profileMatch, profileDifferences, profile } = riasec;
  return {
    hollandCode,
    ...{ realistic, investigative, artistic, social, enterprising, conventional, totalQuestions },
    ...(codeConfidence && { codeConfidence }),
    ...(codePlaces && { codePlaces }),
    ...(ties && { ties }),
    ...(profileMatch && { profileMatch }),
    ...(profileDifferences && { profileDifferences }),
    ...(profile && { profileCode: profile.code }),
    ...qualityFigures(riasec.answerQuality),
  };
}

function miFigures(mi: MultipleIntelligencesResult): MultipleIntelligencesFigures {
  const domainsOf = (labels: readonly string[]): Intelligence[] => labels.flatMap((label) => mi.intelligenceScores.find((s) => s.label === label)?.domain ?? []);
  return {
    totalQuestions: mi.totalQuestions,
    ...(mi.profileShape && { profileShape: mi.profileShape }),
    intelligenceScores: mi.intelligenceScores.map(({ domain, score }) => ({ domain, score })),
    dominantDomains: domainsOf(mi.dominantIntelligences),
    topDomains: domainsOf(mi.topIntelligences),
    ...qualityFigures(mi.answerQuality),
  };
}

function bigFiveFigures(bigfive: BigFiveResult): BigFiveFigures {
  const { openness, conscientiousness, extraversion, agreeableness, neuroticism, totalQuestions, narrative } = bigfive;
  return {
    ...{ openness, conscientiousness, extraversion, agreeableness, neuroticism, totalQuestions },
    narrative: narrative.map(({ domain, score, scoreText, facets }) => ({
      domain,
      score,
      scoreText,
      facets: facets.map((f) => ({ score: f.score, scoreText: f.scoreText, ...(f.domainOnly && { domainOnly: f.domainOnly }) })),
    })),
    ...qualityFigures(bigfive.answerQuality),
  };
}

/** The report's blocks as a page reads them: the PDF's page breaks, sizes, colours and spacing left out. */
export function readerBlocks(blocks: readonly Block[]): ReportBlock[] {
  return blocks.flatMap((block): ReportBlock[] => {
    switch (block.kind) {
      case 'text':
        return [{ kind: 'text', runs: block.runs }];
      case 'heading':
        return [{ kind: 'heading', text: block.text }];
      case 'subheading':
        return [{ kind: 'subheading', text: block.text }];
      case 'list':
        return [{ kind: 'list', items: block.items, numbered: block.numbered ?? false }];
      case 'callout':
        return [{ kind: 'callout', tone: block.tone, runs: block.runs }];
      case 'bars':
        return [{ kind: 'bars', rows: block.rows }];
      case 'radar':
        return [{ kind: 'radar', title: block.title, axes: block.axes, max: block.max }];
      case 'pageBreak':
        return [];
      default: {
        const unknown: never = block;
        return unknown;
      }
    }
  });
}

/** `stage`: the student's class, board and medium as the PDF reads them when it is rendered (reports.ts). */
export function parentView(view: ReportView, stage?: Stage, packageNameHi?: string): ParentReportView {
  const input = reportInput(view, stage, packageNameHi);
  const { audience: _audience, results, ...report } = view;
  return {
    ...report,
    audience: 'parent',
    language: reportLanguageOf(input),
    results: {
      ...(results.riasec && { riasec: riasecFigures(results.riasec) }),
      ...(results.bigfive && { bigfive: bigFiveFigures(results.bigfive) }),
      ...(results.multiple_intelligences && { multiple_intelligences: miFigures(results.multiple_intelligences) }),
    },
    document: readerBlocks(reportDocument(input).blocks),
  };
}
