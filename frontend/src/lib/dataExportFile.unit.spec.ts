import { describe, expect, it } from 'vitest';
import { fileNameOf } from './dataExportFile';

describe('the saved export file’s name', () => {
  it('is the one the server gives', () => {
    expect(fileNameOf('attachment; filename="margdarshak-data-2026-11-02.json"')).toBe('margdarshak-data-2026-11-02.json');
  });

  it("falls back to the day's name when the header is missing or unnamed", () => {
    const today = new Date('2026-12-31T10:00:00Z');
    expect(fileNameOf(null, today)).toBe('margdarshak-data-2026-12-31.json');
    expect(fileNameOf('attachment', today)).toBe('margdarshak-data-2026-12-31.json');
  });
});
