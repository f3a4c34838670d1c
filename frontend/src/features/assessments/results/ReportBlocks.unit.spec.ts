import { describe, expect, it } from 'vitest';
import type { ReportBlock } from '@margdarshak/contracts/api/parentReport';
import { withoutOpening } from './ReportBlocks';

const text = (words: string): ReportBlock => ({ kind: 'text', runs: [{ text: words }] });

describe("the parent's report on screen", () => {
  it('leaves out the lines above the first heading, which the page header already shows', () => {
    const summary: ReportBlock = { kind: 'subheading', text: 'Summary' };
    expect(withoutOpening([text('Margdarshak'), text('Holland Code report'), summary, text('Aarav’s answers…')])).toEqual([summary, text('Aarav’s answers…')]);
  });

  it('keeps a document that opens with its heading, or has none', () => {
    const opening: ReportBlock[] = [{ kind: 'heading', text: 'Results' }, text('…')];
    expect(withoutOpening(opening)).toEqual(opening);
    expect(withoutOpening([text('only words')])).toEqual([text('only words')]);
  });
});
