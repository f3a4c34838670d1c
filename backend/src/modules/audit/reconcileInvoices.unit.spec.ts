import type { IssuedDocument } from '@margdarshak/contracts/events/invoices';
import { documentNumber } from '@margdarshak/contracts/invoices/documentNumber';
import { describe, expect, it } from 'vitest';
import { sequenceFindings } from './reconcileInvoices';

const year = '2026-27';
/** Only what the sequence check reads of a document. */
const issued = (sequence: number) => ({ kind: 'invoice', financialYear: year, sequence, number: documentNumber('invoice', year, sequence) }) as IssuedDocument;

describe("a year's invoice numbers", () => {
  it('are checked however many there are (more than a call may take as arguments)', () => {
    const documents = Array.from({ length: 300_000 }, (_, i) => issued(i + 1)).filter((d) => d.sequence !== 123_456);
    const { gaps, duplicates } = sequenceFindings(documents, new Set([year]));
    expect(duplicates).toEqual([]);
    expect(gaps.map((gap) => gap.first)).toEqual(['INV/26-27/123456']);
  });
});
