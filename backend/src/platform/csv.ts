// CSV cells for spreadsheets (the counsellor's earnings, the auditors' payments): amounts and text written safely.

/** Paise as plain rupees with two decimals ('1999.00'), written from the integer, never through a float. */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : '';
  const abs = Math.abs(paise);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A text cell: a leading = + - @ (or tab, carriage return) would make a spreadsheet read it as a formula, so it gets a
 * leading apostrophe (OWASP's CSV injection advice); then quoted when it holds a comma, a quote or a line break.
 */
export function csvText(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
