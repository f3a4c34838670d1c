// What a reader finds in a PDF: its text as poppler's pdftotext reads it, and the fonts it embeds (pdffonts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'margdarshak-pdf-'));
  try {
    const file = path.join(folder, 'document.pdf');
    writeFileSync(file, pdf);
    return read(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export const pdfText = (pdf: Buffer): string => withFile(pdf, (file) => execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }));
export const pdfFonts = (pdf: Buffer): string => withFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
