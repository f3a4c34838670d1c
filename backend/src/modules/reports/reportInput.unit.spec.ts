import type { ReportView } from '@margdarshak/contracts/api/personalityTests';
import type { RiasecResult, TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { describe, expect, it } from 'vitest';
import { reportInput } from './reportInput';

/** A released report whose one test was taken in `language`; reportInput reads only the result's language. */
const view = (language: TestLanguage): ReportView => ({
  audience: 'student',
  id: 'r-1',
  bookingId: 'b-1',
  kind: 'test',
  title: 'Holland Code (RIASEC) Report',
  version: 1,
  releasedAt: '2026-12-05T06:00:00.000Z',
  studentName: 'Meera Iyer',
  counsellorName: 'Kavya Menon',
  packageId: 'p-1',
  packageName: 'Advanced',
  sessionDate: '2026-12-01T04:30:00.000Z',
  counsellorNotes: null,
  results: { riasec: { language } as RiasecResult },
  url: '/api/reports/r-1/download-pdf',
});

describe("the package a report's document names", () => {
  it('is the admin’s Hindi name in a report written in Hindi, as the family’s pages and mails name it', () => {
    expect(reportInput(view('hi'), undefined, 'एडवांस्ड').packageName).toBe('एडवांस्ड');
  });

  it('is the name it was sold under in a report written in English, or for a package without a Hindi name', () => {
    expect(reportInput(view('en'), undefined, 'एडवांस्ड').packageName).toBe('Advanced');
    expect(reportInput(view('hi')).packageName).toBe('Advanced');
  });
});
