// What a report is made of (renderPdf.ts draws it), and the small builders the report's sections are written with.

/** A stretch of text in one style; a paragraph or a list item is one or more of them. */
export interface Run {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export type Block =
  | { kind: 'text'; runs: Run[]; size?: number; color?: string; align?: 'left' | 'center'; spaceBefore?: number; spaceAfter?: number; letterSpacing?: number }
  /** A section's title: it starts a new page when less than `room` points (by default a fifth of a page) are left. */
  | { kind: 'heading'; text: string; room?: number }
  | { kind: 'subheading'; text: string }
  | { kind: 'list'; items: Run[][]; numbered?: boolean; size?: number }
  /** Text in a tinted box: what must not be overlooked (how sure a result is, what a score is not, a helpline). */
  | { kind: 'callout'; runs: Run[]; tone: 'info' | 'caution' }
  | { kind: 'bars'; rows: { label: string; value: number; max: number }[] }
  /** The RIASEC hexagon: each corner labelled with its letter, its name and the score (`valueText`, in words). */
  | { kind: 'radar'; title: string; axes: { letter: string; name: string; value: number; valueText: string }[]; max: number }
  | { kind: 'pageBreak' };

export interface ReportDocument {
  info: { title: string; author: string; subject: string };
  /** Each page's number, with {page} and {pages} to fill in ('Page {page} of {pages}'). */
  pageLabel: string;
  blocks: Block[];
}

export const FACT_SIZE = 10.5;
export const MUTED = '#4a4a4a';

type TextStyle = Omit<Extract<Block, { kind: 'text' }>, 'kind' | 'runs'>;
export const text = (value: string, style: TextStyle = {}): Block => ({ kind: 'text', runs: [{ text: value }], ...style });
export const heading = (value: string): Block => ({ kind: 'heading', text: value });
export const subheading = (value: string): Block => ({ kind: 'subheading', text: value });
export const bullets = (items: readonly string[], size?: number): Block => ({ kind: 'list', items: items.map((item) => [{ text: item }]), ...(size && { size }) });
export const numbered = (items: readonly string[]): Block => ({ kind: 'list', items: items.map((item) => [{ text: item }]), numbered: true });
export const labelled = (label: string, value: string): Block => ({ kind: 'text', runs: [{ text: `${label}: `, bold: true }, { text: value }], spaceAfter: 6 });
/** A callout with a bold title before its text. */
/** A callout led by its title in bold, ended as its language ends a sentence (a danda after Devanagari). */
export const titledCallout = (title: string, body: string, tone: 'info' | 'caution'): Block => ({
  kind: 'callout',
  tone,
  runs: [{ text: `${title}${/[\u0900-\u097F]$/u.test(title) ? '।' : '.'} `, bold: true }, { text: body }],
});

/** A block's words as lines (a paragraph, a list item, a bar's label): what a reader finds on the page, for checks. */
export const linesOf = (block: Block): string[] => {
  switch (block.kind) {
    case 'text':
    case 'callout':
      return [block.runs.map((r) => r.text).join('')];
    case 'heading':
    case 'subheading':
      return [block.text];
    case 'list':
      return block.items.map((item) => item.map((r) => r.text).join(''));
    case 'bars':
      return block.rows.map((r) => r.label);
    case 'radar':
      return [block.title, ...block.axes.map((a) => a.name)];
    case 'pageBreak':
      return [];
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
};
