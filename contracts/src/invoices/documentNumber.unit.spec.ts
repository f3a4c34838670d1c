import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentKinds, documentNumber, parseDocumentNumber } from './documentNumber';
import { financialYearOf } from './financialYear';

describe('a money document’s number', () => {
  it('names its kind, year and place: INV/26-27/00001, at most 16 characters', () => {
    expect(documentNumber('invoice', '2026-27', 1)).toBe('INV/26-27/00001');
    expect(documentNumber('credit_note', '2099-00', 123_456)).toBe('CRN/99-00/123456');
  });

  it('reads back as what it names, for every kind, year and place', () => {
    fc.assert(
      fc.property(fc.constantFrom(...documentKinds), fc.integer({ min: 2000, max: 2098 }), fc.integer({ min: 1, max: 9_999_999 }), (kind, start, sequence) => {
        const year = `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
        expect(parseDocumentNumber(documentNumber(kind, year, sequence))).toEqual({ kind, year, sequence });
      }),
    );
  });

  it.each(['INV/26-28/00001', 'INV/26-27/0001', 'INV/26-27/000001', 'INV/26-27/00000', 'ABC/26-27/00001', '../etc/passwd', 'INV/26-27/00001/'])('is not %j', (text) => {
    expect(parseDocumentNumber(text)).toBeUndefined();
  });
});

describe('the financial year', () => {
  it('runs from 1 April to 31 March, India time', () => {
    expect(financialYearOf(new Date('2027-03-31T18:29:59.999Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:30:00.000Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toBe('2026-27');
    expect(financialYearOf(new Date('2099-12-31T00:00:00Z'))).toBe('2099-00');
  });
});
