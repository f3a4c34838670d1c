// Runs in a worker thread (pdfRenderer.ts): one report rendered to PDF bytes, moved (not copied) back to the caller.
// Other documents drawn with the reports' blocks (an invoice) arrive already laid out as `{ prepared }`.
import { Piscina } from 'piscina';
import { reportDocument, type ReportDocument, type ReportInput } from './reportDocument';
import { renderPdf } from './renderPdf';

/** A document already made of blocks, to be drawn as it is. */
export interface PreparedDocument {
  prepared: ReportDocument;
}

export default async function render(input: ReportInput | PreparedDocument) {
  const pdf = await renderPdf('prepared' in input ? input.prepared : reportDocument(input));
  // A fresh buffer of its own: the one renderPdf returns may be a view into a larger pooled one.
  const bytes = new Uint8Array(pdf.byteLength);
  bytes.set(pdf);
  return Piscina.move(bytes);
}
