// The PDF's text layer reads back as written (issue 28, item 6): pdftotext returns Hindi in the order it was written,
// with its conjuncts, reph, short i and nukta, exactly as the words on the page, and English as before.
import { execFileSync, spawnSync } from 'node:child_process';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { hindi, riasecItems } from '../assessments';
import { reportDocument, type ReportDocument } from './reportDocument';
import { renderPdf } from './renderPdf';
import { sampleReportInputs } from './sampleReports';
import { withActualText } from './textLayer';

const poppler = spawnSync('pdftotext', ['-v']).error === undefined;
if (!poppler && !process.env.CI) console.warn('textLayer.unit.spec.ts skipped: pdftotext (poppler-utils) is not installed here. In CI it must be, and the spec fails without it.');

/** pdftotext's reading of the whole PDF, each run of white space (a line break too) as one space. Poppler must not complain of the PDF either. */
function textOf(pdf: Buffer): string {
  const run = spawnSync('pdftotext', ['-', '-'], { input: pdf });
  expect(run.status).toBe(0);
  expect(run.stderr.toString()).toBe('');
  return run.stdout.toString().replace(/\s+/g, ' ');
}

const sentences = (paragraph: string) => paragraph.split(/(?<=[।?])\s+/u).filter(Boolean);

// A page and more of Hindi body text as a Hindi report sets it, taken from the product's own Hindi: headings, paragraphs,
// a callout, a list, bar labels and the hexagon's labels (set right, left and centred), and an English line among them.
const openness = hindi.domains.O;
const paragraphs = [openness.description, ...Object.values(hindi.domains).flatMap((domain) => [domain.text.high, domain.text.low])];
const listed = riasecItems.slice(0, 8).map((item) => item.text.hi);
const axes = Object.entries(hindi.domains).map(([letter, domain], i) => ({ letter, name: domain.title, value: 10 + i * 5, valueText: `40 में से ${10 + i * 5}` }));
const english = 'These readings compare the answers with each other, not with other students.';
const hindiPage: ReportDocument = {
  info: { title: 'व्यक्तित्व', author: 'Margdarshak', subject: 'Hindi text layer' },
  pageLabel: 'पृष्ठ {page} / {pages}',
  blocks: [
    { kind: 'heading', text: openness.title },
    ...paragraphs.map((paragraph) => ({ kind: 'text' as const, runs: [{ text: paragraph }], spaceAfter: 6 })),
    { kind: 'callout', runs: [{ text: hindi.scaleNote }], tone: 'info' },
    { kind: 'text', runs: [{ text: english }] },
    { kind: 'subheading', text: openness.facets[0].title },
    { kind: 'text', runs: [{ text: 'Imagination: ', bold: true }, { text: openness.facets[0].text.high }] },
    { kind: 'list', items: listed.map((text) => [{ text }]) },
    { kind: 'bars', rows: openness.facets.map((facet, i) => ({ label: facet.title, value: 4 + i, max: 10 })) },
    { kind: 'radar', title: 'पाँच गुण', axes, max: 40 },
  ],
};

describe('withActualText', () => {
  it('wraps each piece of text it is given inside its own text object, and leaves the others alone', async () => {
    const doc = new PDFDocument({ compress: false });
    withActualText(doc, (text) => text.includes('हि'));
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    doc.text('Hello ', { continued: true }).text('हिन्दी');
    doc.end();
    await ended;
    const pdf = Buffer.concat(chunks).toString('latin1');
    const hex = Buffer.from('हिन्दी', 'utf16le').swap16().toString('hex');
    expect(pdf.match(/BDC/g)).toHaveLength(1);
    expect(pdf).toMatch(new RegExp(`BT\\n/Span <</ActualText <FEFF${hex}> >> BDC\\n[^]*?\\nEMC\\nET`));
  });
});

describe.skipIf(!poppler && !process.env.CI)("the PDF's text layer", () => {
  it("reads the Hindi sample's name, lines and note back as written", async () => {
    const input = sampleReportInputs()['comprehensive-hindi'];
    const text = textOf(await renderPdf(reportDocument(input)));
    expect(text).toContain(`${input.studentName} के लिए`);
    expect(text).toContain(`काउंसलर: ${input.counsellorName ?? ''} `);
    expect(text).toContain(`व्यक्तित्व: ${input.studentName.split(' ')[0] ?? ''} के जवाब`);
    expect(text).toContain('पृष्ठ 1 / ');
    for (const sentence of sentences(input.counsellorNotes ?? '')) expect(text).toContain(sentence);
    expect(sentences(input.counsellorNotes ?? '')).toHaveLength(2);
  }, 30_000);

  it('reads a page of Hindi body text back sentence by sentence, conjuncts, reph, short i and nukta as written', async () => {
    const text = textOf(await renderPdf(hindiPage));
    const expected = [
      openness.title,
      ...paragraphs.flatMap(sentences),
      ...sentences(hindi.scaleNote),
      english,
      `Imagination: ${sentences(openness.facets[0].text.high)[0] ?? ''}`,
      ...listed,
      ...openness.facets.map((facet) => facet.title),
      'पाँच गुण',
    ];
    for (const sentence of expected) expect(text).toContain(sentence);
    // The hexagon's labels stand apart, set right, left and centred.
    for (const axis of axes) expect(text).toContain(`${axis.letter} · ${axis.name}`);
    // What is checked holds the letters extraction used to get wrong.
    const checked = expected.join(' ');
    for (const [name, letters] of Object.entries({ conjunct: /[क-ह]्[क-ह]/u, reph: /र्[क-ह]/u, 'short i': /ि/u, nukta: /़/u })) expect(checked, name).toMatch(letters);
    expect(expected.length).toBeGreaterThan(30);
  });

  it('still embeds every font, as a subset', async () => {
    const fonts = execFileSync('pdffonts', ['-'], { input: await renderPdf(hindiPage) })
      .toString()
      .split('\n')
      .slice(2)
      .filter(Boolean);
    expect(fonts.some((line) => /\+NotoSansDevanagari-Regular\s/.test(line))).toBe(true);
    expect(fonts.some((line) => /\+NotoSansDevanagari-SemiBold\s/.test(line))).toBe(true);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\s+\d+\s+\d+\s*$/);
  });

  it('reads English back as before: a sentence of the English sample, whole', async () => {
    const input = sampleReportInputs().comprehensive;
    const text = textOf(await renderPdf(reportDocument(input)));
    for (const sentence of (input.counsellorNotes ?? '').split(/(?<=\.)\s+/)) expect(text).toContain(sentence);
    expect(text).toContain('What stands out');
  });
});
