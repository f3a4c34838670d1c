// pdfmake on the server, set up once: the PDF's standard Helvetica (nothing to embed) for text it can show, Roboto from
// the package for the rest (the rupee sign, Greek), and no file or URL access from documents beyond those fonts.
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
let ready = false;

function setUp() {
  if (ready) return;
  const roboto = require('pdfmake/fonts/Roboto.js') as Parameters<typeof pdfmake.addFonts>[0];
  pdfmake.addFonts({ ...roboto, Helvetica: { normal: 'Helvetica', bold: 'Helvetica-Bold', italics: 'Helvetica-Oblique', bolditalics: 'Helvetica-BoldOblique' } });
  pdfmake.setUrlAccessPolicy(() => false);
  const fontsDir = require.resolve('pdfmake/fonts/Roboto.js').replace(/Roboto\.js$/, '');
  // The standard fonts are named, not read: pdfkit knows their metrics.
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontsDir) || /^Helvetica(-Bold|-Oblique|-BoldOblique)?$/.test(path));
  ready = true;
}

export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(document).getBuffer();
}
