import { describe, expect, it } from 'vitest';
import { SESSION_DOCUMENT_MAX_BYTES } from '@margdarshak/contracts/api/counsellorWorkspace';
import { documentProblem } from './documentFile';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('a document shared with the student', () => {
  it('may be a PDF, PNG or JPG', () => {
    expect(documentProblem(file('plan.pdf', 'application/pdf'))).toBeNull();
    expect(documentProblem(file('chart.png', 'image/png'))).toBeNull();
    expect(documentProblem(file('scan.jpg', 'image/jpeg'))).toBeNull();
  });
  it('is judged by its name when the browser gives no type', () => {
    expect(documentProblem(file('scan.JPEG', ''))).toBeNull();
    expect(documentProblem(file('notes.docx', ''))).toBe('Choose a PDF, PNG or JPG file');
  });
  it('refuses other types', () => {
    expect(documentProblem(file('notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'))).toBe('Choose a PDF, PNG or JPG file');
    expect(documentProblem(file('x.svg', 'image/svg+xml'))).toBe('Choose a PDF, PNG or JPG file');
  });
  it('may be up to 10 MB, and not empty', () => {
    expect(documentProblem(file('big.pdf', 'application/pdf', SESSION_DOCUMENT_MAX_BYTES))).toBeNull();
    expect(documentProblem(file('big.pdf', 'application/pdf', SESSION_DOCUMENT_MAX_BYTES + 1))).toBe('The file must be at most 10 MB');
    expect(documentProblem(file('empty.pdf', 'application/pdf', 0))).toBe('This file is empty');
  });
});
