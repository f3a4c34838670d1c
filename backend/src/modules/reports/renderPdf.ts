// Draws a report (reportDocument.ts) with pdfkit: text flows from page to page by itself, a section starts a new page
// only when little of the current one is left (so no page holds two stray lines), and each page gets its number at the
// end. Text is set in Noto Sans, embedded (it has the rupee sign and every Latin, Greek and Cyrillic letter a name may
// hold), and Devanagari in Noto Sans Devanagari, whose shaping fontkit applies (vowel signs placed, conjuncts formed);
// Devanagari carries its own text for readers (textLayer.ts), since its glyphs do not read back as written.
// pdfkit alone, without a layout engine on top, renders the comprehensive report in well under half the time pdfmake took.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Block, ReportDocument, Run } from './reportDocument';
import { withActualText } from './textLayer';

type Pdf = PDFKit.PDFDocument;

const PRIMARY = '#1f5fae';
const TRACK = '#e3e8ef';
const INK = '#000000';
const tones = { info: { fill: '#eef4fb', edge: PRIMARY }, caution: { fill: '#fff4e5', edge: '#b45f06' } } as const;
const MARGIN = { top: 56, bottom: 56, left: 48, right: 48 };
const BODY_SIZE = 11;
/** Extra space between lines, as a share of the font size. */
const LINE_GAP = 0.25;
/** A section starts a new page when less than this share of the page is left (a fifth: its title and first lines). */
const SECTION_ROOM = 1 / 5;

// pdfkit parses a font anew for every document and shapes each word again in each, and fontkit decodes a font's layout
// tables lazily, as the first words are shaped: with Noto Sans that was nine tenths of a report's time (8 reports at
// once took 1.7 s). So each thread keeps the first parsed font of each name, with pdfkit's cache of shaped words, and
// every later document's font is pointed at them just after pdfkit creates it (before any text is laid out), with a
// glyph subset of the document's own. Shaped words are read, never changed, by the text they lay out; the cache is
// emptied when it grows past a report vocabulary's size (names and notes add words). This reaches into pdfkit's
// EmbeddedFont (`font`, `subset`, `layoutCache`); renderPdf's tests and the report bench cover it.
interface EmbeddedFont {
  font: { createSubset(): unknown };
  subset: unknown;
  layoutCache?: Record<string, unknown>;
}
interface ParsedFont {
  font: EmbeddedFont['font'];
  layoutCache: Record<string, unknown>;
  documents: number;
}
const parsedFonts = new Map<string, ParsedFont>();
const sharing = new WeakSet<object>();
const SHAPED_WORDS_KEPT = 50_000;

function shareParsedFont(doc: Pdf, name: string) {
  const embedded = (doc as unknown as { _font?: EmbeddedFont })._font;
  if (!embedded || sharing.has(embedded)) return;
  sharing.add(embedded);
  const parsed = parsedFonts.get(name);
  if (!parsed) {
    embedded.layoutCache ??= Object.create(null) as Record<string, unknown>;
    parsedFonts.set(name, { font: embedded.font, layoutCache: embedded.layoutCache, documents: 1 });
    return;
  }
  if (++parsed.documents % 100 === 0 && Object.keys(parsed.layoutCache).length > SHAPED_WORDS_KEPT) parsed.layoutCache = Object.create(null) as Record<string, unknown>;
  embedded.font = parsed.font;
  embedded.subset = parsed.font.createSubset();
  embedded.layoutCache = parsed.layoutCache;
}

type Face = 'regular' | 'bold' | 'italic' | 'boldItalic';
const fontFile = (family: string, file: string) => readFileSync(createRequire(import.meta.url).resolve(`@expo-google-fonts/${family}/${file}.ttf`));

// The TTFs (pdfkit cannot subset WOFF2), read once per thread; pdfkit embeds only the glyphs a report uses.
let notoSans: Record<Face, Buffer> | undefined;
const notoSansFaces = () =>
  (notoSans ??= {
    regular: fontFile('noto-sans', '400Regular/NotoSans_400Regular'),
    bold: fontFile('noto-sans', '600SemiBold/NotoSans_600SemiBold'),
    italic: fontFile('noto-sans', '400Regular_Italic/NotoSans_400Regular_Italic'),
    boldItalic: fontFile('noto-sans', '600SemiBold_Italic/NotoSans_600SemiBold_Italic'),
  });

// Devanagari has no italic face: upright is used.
const devanagariRun = /[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff]/;
const devanagariSegments = /([\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff\u200c\u200d]+(?:[\s,.;:!?()'"\u2019\u2018-]+[\u0900-\u097f\ua8e0-\ua8ff\u1cd0-\u1cff\u200c\u200d]+)*)/u;
let devanagari: { regular: Buffer; bold: Buffer } | undefined;
const devanagariFaces = () =>
  (devanagari ??= {
    regular: fontFile('noto-sans-devanagari', '400Regular/NotoSansDevanagari_400Regular'),
    bold: fontFile('noto-sans-devanagari', '600SemiBold/NotoSansDevanagari_600SemiBold'),
  });
const withDevanagari = new WeakSet<Pdf>();

// Each font puts its text below the line's top by its own ascent, and Noto Sans Devanagari's differs from Noto Sans's: a
// Hindi word inside an English line sat raised. Every run is set on the baseline Noto Sans would give it instead. The
// ascent is read with the fontkit pdfkit itself uses.
const fontkit = createRequire(createRequire(import.meta.url).resolve('pdfkit'))('fontkit') as { create(buffer: Uint8Array): { ascent: number; unitsPerEm: number } };
let latinAscent: number | undefined;
function baselineAt(size: number): number {
  if (latinAscent === undefined) {
    const font = fontkit.create(notoSansFaces().regular);
    latinAscent = font.ascent / font.unitsPerEm;
  }
  return -latinAscent * size;
}

function registerFonts(doc: Pdf) {
  for (const [face, file] of Object.entries(notoSansFaces())) doc.registerFont(`NotoSans-${face}`, file);
}

/** A run split where its script changes, so each part is set in a font that has it. */
function byScript(runs: readonly Run[]): Run[] {
  return runs.flatMap((run) =>
    devanagariRun.test(run.text)
      ? run.text
          .split(devanagariSegments)
          .filter((part) => part !== '')
          .map((text) => ({ ...run, text }))
      : [run],
  );
}

function useFont(doc: Pdf, run: Run) {
  if (devanagariRun.test(run.text)) {
    if (!withDevanagari.has(doc)) {
      for (const [face, file] of Object.entries(devanagariFaces())) doc.registerFont(`NotoSansDevanagari-${face}`, file);
      withDevanagari.add(doc);
    }
    return fontNamed(doc, `NotoSansDevanagari-${run.bold ? 'bold' : 'regular'}`);
  }
  const face: Face = run.bold ? (run.italic ? 'boldItalic' : 'bold') : run.italic ? 'italic' : 'regular';
  return fontNamed(doc, `NotoSans-${face}`);
}

function fontNamed(doc: Pdf, name: string) {
  doc.font(name);
  shareParsedFont(doc, name);
  return doc;
}

const contentWidth = (doc: Pdf) => doc.page.width - MARGIN.left - MARGIN.right;
const bottom = (doc: Pdf) => doc.page.height - MARGIN.bottom;
const atTop = (doc: Pdf) => doc.y <= MARGIN.top + 1;

/** Starts a new page unless `height` still fits on this one. */
function room(doc: Pdf, height: number) {
  if (doc.y + height > bottom(doc)) doc.addPage();
}

// pdfkit centres (or sets right) each continued piece of a paragraph on its own, so a label in two scripts ('O · खुलापन')
// had its pieces drawn over each other. Such a paragraph is placed here as one line and drawn from the left; one longer
// than a line is set left.
function asOneLine(doc: Pdf, parts: Run[], line: { align: 'left' | 'center' | 'right'; x: number; width: number; characterSpacing: number }) {
  if (line.align === 'left' || parts.length < 2) return line;
  const total = parts.reduce((sum, run) => sum + useFont(doc, run).widthOfString(run.text, { characterSpacing: line.characterSpacing }), 0);
  if (total > line.width) return { ...line, align: 'left' as const };
  return { ...line, align: 'left' as const, x: line.x + (line.align === 'center' ? (line.width - total) / 2 : line.width - total) };
}

function paragraph(doc: Pdf, runs: Run[], options: { size?: number; color?: string; align?: 'left' | 'center' | 'right'; letterSpacing?: number; x?: number; width?: number } = {}) {
  const size = options.size ?? BODY_SIZE;
  const x = options.x ?? MARGIN.left;
  doc.fontSize(size).fillColor(options.color ?? INK);
  const parts = byScript(runs);
  const width = options.width ?? contentWidth(doc);
  const characterSpacing = options.letterSpacing ?? 0;
  const line = asOneLine(doc, parts, { align: options.align ?? 'left', x, width, characterSpacing });
  parts.forEach((run, i) => {
    useFont(doc, run);
    const layout = { width, align: line.align, lineGap: size * LINE_GAP, characterSpacing, continued: i < parts.length - 1, baseline: baselineAt(size) };
    if (i === 0) doc.text(run.text, line.x, doc.y, layout);
    else doc.text(run.text, layout);
  });
  doc.x = MARGIN.left;
}

function list(doc: Pdf, items: Run[][], numbered: boolean, size = BODY_SIZE) {
  const indent = 16;
  for (const [i, item] of items.entries()) {
    room(doc, size * 1.5);
    const top = doc.y;
    paragraph(doc, [{ text: numbered ? `${i + 1}.` : '•' }], { size, x: MARGIN.left + 2, width: indent });
    doc.y = top;
    paragraph(doc, item, { size, x: MARGIN.left + indent, width: contentWidth(doc) - indent });
    doc.y += 2;
  }
  doc.y += 6;
}

function bars(doc: Pdf, rows: { label: string; value: number; max: number }[]) {
  const rowHeight = 16;
  const labelWidth = 190;
  const valueWidth = 50;
  const barWidth = contentWidth(doc) - labelWidth - valueWidth - 10;
  room(doc, rows.length * rowHeight + 12);
  doc.y += 4;
  for (const row of rows) {
    const top = doc.y;
    paragraph(doc, [{ text: row.label }], { size: 10.5, width: labelWidth });
    const share = Math.max(0, Math.min(1, row.value / row.max));
    const barX = MARGIN.left + labelWidth;
    doc.roundedRect(barX, top + 3, barWidth, 8, 4).fill(TRACK);
    if (share > 0) doc.roundedRect(barX, top + 3, Math.max(8, share * barWidth), 8, 4).fill(PRIMARY);
    doc.y = top;
    paragraph(doc, [{ text: `${row.value}/${row.max}` }], { size: 10.5, x: barX + barWidth + 10, width: valueWidth, align: 'center' });
    doc.y = top + rowHeight;
  }
  doc.y += 8;
}

function radar(doc: Pdf, title: string, axes: { letter: string; name: string; value: number; valueText: string }[], max: number) {
  const size = 250;
  room(doc, size + 40);
  subheading(doc, title);
  const centre = { x: MARGIN.left + contentWidth(doc) / 2, y: doc.y + size / 2 };
  const radius = size / 2 - 42;
  const point = (i: number, r: number): [number, number] => {
    const angle = (Math.PI * 2 * i) / axes.length - Math.PI / 2;
    return [centre.x + r * Math.cos(angle), centre.y + r * Math.sin(angle)];
  };
  for (const share of [0.25, 0.5, 0.75, 1])
    doc
      .polygon(...axes.map((_, i) => point(i, radius * share)))
      .lineWidth(1)
      .stroke(TRACK);
  doc
    .polygon(...axes.map((axis, i) => point(i, radius * Math.max(0, Math.min(1, axis.value / max)))))
    .lineWidth(2)
    .fillAndStroke('#a9c4e8', PRIMARY);
  // Each corner's label sits outside it: left of the left corners, right of the right ones, centred above and below.
  const labelWidth = 110;
  axes.forEach((axis, i) => {
    const [x, y] = point(i, radius + 10);
    const side = Math.abs(x - centre.x) < 1 ? 'center' : x < centre.x ? 'right' : 'left';
    const left = side === 'center' ? x - labelWidth / 2 : side === 'right' ? x - labelWidth : x;
    const top = Math.abs(x - centre.x) < 1 ? (y < centre.y ? y - 26 : y) : y - 13;
    doc.y = top;
    paragraph(doc, [{ text: `${axis.letter} · ${axis.name}`, bold: true }], { size: 9.5, x: left, width: labelWidth, align: side });
    paragraph(doc, [{ text: axis.valueText }], { size: 9, color: '#4a4a4a', x: left, width: labelWidth, align: side });
  });
  doc.x = MARGIN.left;
  doc.y = centre.y + size / 2 + 6;
}

function subheading(doc: Pdf, text: string) {
  doc.y += 8;
  paragraph(doc, [{ text, bold: true }], { size: 13 });
  doc.y += 4;
}

function callout(doc: Pdf, runs: Run[], tone: keyof typeof tones) {
  const pad = 8;
  const width = contentWidth(doc) - pad * 2 - 3;
  // Measured in the bold face, the wider one, so the box is never shorter than its text.
  fontNamed(doc, 'NotoSans-bold').fontSize(BODY_SIZE - 0.5);
  const height = doc.heightOfString(runs.map((r) => r.text).join(''), { width, lineGap: (BODY_SIZE - 0.5) * LINE_GAP }) + pad * 2;
  room(doc, height + 8);
  const top = doc.y + 2;
  doc.rect(MARGIN.left, top, contentWidth(doc), height).fill(tones[tone].fill);
  doc.rect(MARGIN.left, top, 3, height).fill(tones[tone].edge);
  doc.y = top + pad;
  paragraph(doc, runs, { size: BODY_SIZE - 0.5, x: MARGIN.left + 3 + pad, width });
  doc.y = top + height + 8;
}

function draw(doc: Pdf, block: Block) {
  switch (block.kind) {
    case 'text':
      doc.y += block.spaceBefore ?? 0;
      paragraph(doc, block.runs, block);
      doc.y += block.spaceAfter ?? 0;
      return;
    case 'heading':
      if (!atTop(doc) && bottom(doc) - doc.y < (block.room ?? (doc.page.height - MARGIN.top - MARGIN.bottom) * SECTION_ROOM)) doc.addPage();
      else if (!atTop(doc)) doc.y += 14;
      paragraph(doc, [{ text: block.text, bold: true }], { size: 18, color: PRIMARY });
      doc.y += 10;
      return;
    case 'subheading':
      room(doc, 60);
      subheading(doc, block.text);
      return;
    case 'list':
      list(doc, block.items, block.numbered ?? false, block.size);
      return;
    case 'bars':
      bars(doc, block.rows);
      return;
    case 'radar':
      radar(doc, block.title, block.axes, block.max);
      return;
    case 'callout':
      callout(doc, block.runs, block.tone);
      return;
    case 'pageBreak':
      if (!atTop(doc)) doc.addPage();
      return;
    default: {
      const unknown: never = block;
      return unknown;
    }
  }
}

function numberPages(doc: Pdf, label: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0; // the number sits in the margin: writing there must not start a page
    const number = label.replace('{page}', String(i + 1)).replace('{pages}', String(count));
    useFont(doc, { text: number }).fontSize(8).fillColor('#777777');
    doc.text(number, MARGIN.left, doc.page.height - MARGIN.bottom + 20, { width: contentWidth(doc), align: 'center', lineBreak: false });
  }
}

export function renderPdf(report: ReportDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margins: MARGIN, bufferPages: true, info: { Title: report.info.title, Author: report.info.author, Subject: report.info.subject } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    try {
      // A Devanagari part (byScript) ends in a letter, so only a line's last piece ends in the space it broke at.
      withActualText(doc, (text) => devanagariRun.test(text));
      registerFonts(doc);
      for (const block of report.blocks) draw(doc, block);
      numberPages(doc, report.pageLabel);
      doc.end();
    } catch (error) {
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}
