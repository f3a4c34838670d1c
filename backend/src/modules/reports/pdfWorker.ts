// Runs in a worker thread (pdfRenderer.ts): one report rendered to PDF bytes, moved (not copied) back to the caller.
import { Piscina } from 'piscina';
import { reportDocument, type ReportInput } from './reportDocument';
import { renderPdf } from './renderPdf';

export default async function render(input: ReportInput) {
  const pdf = await renderPdf(reportDocument(input));
  // A fresh buffer of its own: the one renderPdf returns may be a view into a larger pooled one.
  const bytes = new Uint8Array(pdf.byteLength);
  bytes.set(pdf);
  return Piscina.move(bytes);
}
