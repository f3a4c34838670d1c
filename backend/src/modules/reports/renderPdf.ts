// pdfmake on the server, set up once: Roboto from the package (it has the rupee sign) and no file or URL access
// from documents, which only ever hold our own text and vectors.
import { createRequire } from 'node:module';
import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);
let ready = false;

function setUp() {
  if (ready) return;
  pdfmake.addFonts(require('pdfmake/fonts/Roboto.js') as Parameters<typeof pdfmake.addFonts>[0]);
  pdfmake.setUrlAccessPolicy(() => false);
  const fontsDir = require.resolve('pdfmake/fonts/Roboto.js').replace(/Roboto\.js$/, '');
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fontsDir));
  ready = true;
}

export async function renderPdf(document: TDocumentDefinitions): Promise<Buffer> {
  setUp();
  return pdfmake.createPdf(document).getBuffer();
}
