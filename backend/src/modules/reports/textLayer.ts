// The text a PDF reader extracts (search, copy, a screen reader) is read from the glyphs drawn, through the font's one
// fixed reading per glyph. Shaped Devanagari does not survive that: the short-i sign is drawn before its consonant, a
// conjunct or a reph is one glyph of several letters, so poppler read सामाजिक as सोमोिजक. So every piece of such text
// pdfkit draws is marked as a Span whose /ActualText is the string itself, in the order it was written; readers take
// that instead of the glyphs. A piece is what pdfkit draws in one go: one run's part of one line, in one text object
// (BT … ET), so a span never crosses a line or a page, whatever the wrapping.
//
// This reaches into pdfkit (0.19): `_fragment` draws one piece of a line, and its text object goes through
// `addContent`. The span opens just after BT and closes just before ET, inside pdfkit's save/restore around the piece:
// poppler places the span's text with the graphics state current at its end, and after pdfkit's restore that state is
// the page's (mirrored) one, which moved the text to other lines (tried). renderPdf's specs cover this
// (textLayer.unit.spec.ts).

type Pdf = PDFKit.PDFDocument;
type DrawPiece = (this: Pdf, text: string, x: number, y: number, options: object) => void;
type AddContent = (this: Pdf, data: string) => Pdf;
interface PdfkitInternals {
  _fragment?: DrawPiece;
  addContent: AddContent;
}

/** A marked-content span whose ActualText is `text`, as a UTF-16BE string in hex (with its byte-order mark). */
const actualTextSpan = (text: string) => `/Span <</ActualText <FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex')}> >> BDC`;

/** From here on, every piece of text `needsIt` accepts reads back from the PDF as written. */
export function withActualText(doc: Pdf, needsIt: (text: string) => boolean) {
  const internals = doc as unknown as PdfkitInternals;
  const drawPiece = internals._fragment;
  if (!drawPiece) throw new Error("pdfkit no longer draws text through _fragment: the PDF's text layer (textLayer.ts) needs updating");
  const addContent = internals.addContent;
  let actual: string | undefined;
  internals.addContent = function (data) {
    if (actual !== undefined && data === 'ET') addContent.call(this, 'EMC');
    addContent.call(this, data);
    if (actual !== undefined && data === 'BT') addContent.call(this, actualTextSpan(actual));
    return this;
  };
  internals._fragment = function (text, x, y, options) {
    if (!needsIt(text)) return drawPiece.call(this, text, x, y, options);
    // A line's last piece keeps the space it broke at; the line break stands for it.
    actual = text.replace(/\n/g, '').trimEnd();
    try {
      drawPiece.call(this, text, x, y, options);
    } finally {
      actual = undefined;
    }
  };
}
