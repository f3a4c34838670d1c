// A money document's number: its kind's prefix, the financial year and its place in that year's sequence, e.g.
// 'INV/26-27/00001'. At most 16 characters, letters, digits, '/' and '-' (what GST allows on an invoice number); the
// sequence grows past five digits when a year needs it. Decision 0117.
import { z } from 'zod';

export const documentKinds = ['invoice', 'receipt', 'credit_note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

const prefixes: Record<DocumentKind, string> = { invoice: 'INV', receipt: 'RCT', credit_note: 'CRN' };

/** 'YYYY-YY', as financialYearOf answers. */
export const financialYear = z.string().regex(/^\d{4}-\d{2}$/);

export function documentNumber(kind: DocumentKind, year: string, sequence: number): string {
  return `${prefixes[kind]}/${year.slice(2)}/${String(sequence).padStart(5, '0')}`;
}

/** The kind, year and sequence a number names; undefined for anything that is not a number we issue. */
export function parseDocumentNumber(number: string): { kind: DocumentKind; year: string; sequence: number } | undefined {
  const match = /^(INV|RCT|CRN)\/(\d{2})-(\d{2})\/(\d{5,})$/.exec(number);
  if (!match) return undefined;
  const [, prefix, from, to, digits] = match as unknown as [string, string, string, string, string];
  if ((Number(from) + 1) % 100 !== Number(to)) return undefined;
  const kind = documentKinds.find((k) => prefixes[k] === prefix);
  const sequence = Number(digits);
  if (!kind || !Number.isSafeInteger(sequence) || sequence < 1 || documentNumber(kind, `20${from}-${to}`, sequence) !== number) return undefined;
  return { kind, year: `20${from}-${to}`, sequence };
}
