// A released report as a linked parent reads it (issue 28, item 4: one reader per surface). The results' own words speak
// to the student, so the parent gets none of them: each result's facts, and the report's document, the blocks the PDF
// is drawn from (reportDocument.ts), without the PDF's page layout. One document, drawn twice: the PDF and this view say
// the same things, through the same gate, in the same language, and no sentence is written twice. Pure.
import type { BigFiveFacts, MultipleIntelligencesFacts, ParentReportView, ReportBlock, RiasecFacts } from '@margdarshak/contracts/api/parentReport';
import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import type { BigFiveResult, MultipleIntelligencesResult, RiasecResult } from '@margdarshak/contracts/assessments/tests';
import type { Block } from './documentBlocks';
import { reportDocument } from './reportDocument';
import { reportInput } from './reportInput';
import type { Stage } from './reportPlan';
import { reportLanguageOf } from './words';

const riasecFacts = ({ summary: _summary, interpretation: _interpretation, ...facts }: RiasecResult): RiasecFacts => facts;

const miFacts = ({ summary: _summary, disclaimer: _disclaimer, learningStrategies: _ideas, ...facts }: MultipleIntelligencesResult): MultipleIntelligencesFacts => facts;

function bigFiveFacts({ summary: _summary, scaleNote: _scaleNote, ageNotice: _ageNotice, narrative, ...facts }: BigFiveResult): BigFiveFacts {
  return {
    ...facts,
    narrative: narrative.map(({ text: _text, description: _description, shortDescription: _short, facets, ...domain }) => ({
      ...domain,
      facets: facets.map(({ text: _facetText, ...facet }) => facet),
    })),
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
export function parentView(view: ReportView, stage?: Stage): ParentReportView {
  const input = reportInput(view, stage);
  const { audience: _audience, results, ...report } = view;
  return {
    ...report,
    audience: 'parent',
    language: reportLanguageOf(input),
    results: {
      ...(results.riasec && { riasec: riasecFacts(results.riasec) }),
      ...(results.bigfive && { bigfive: bigFiveFacts(results.bigfive) }),
      ...(results.multiple_intelligences && { multiple_intelligences: miFacts(results.multiple_intelligences) }),
    },
    document: readerBlocks(reportDocument(input).blocks),
  };
}
