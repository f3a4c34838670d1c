// How the earnings page names its months and packages (India time months, en-IN).
import type { Earnings } from '@margdarshak/contracts/api/counsellorWorkspace';

const monthFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short', year: 'numeric' });

/** '2026-11' -> 'Nov 2026'. */
export function monthLabel(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  if (!year || !mon) return month;
  return monthFormat.format(new Date(Date.UTC(year, mon - 1, 1)));
}

const packageNames = { basic: 'Basic', advanced: 'Advanced', comprehensive: 'Comprehensive' } as const;
export const packageLabel = (type: keyof typeof packageNames) => packageNames[type];

/** A counsellor with no paid session yet sees the empty state instead of zeros and an empty chart. */
export const hasEarnings = (earnings: Pick<Earnings, 'total' | 'sessions'>) => earnings.total.sessions > 0 || earnings.sessions.length > 0;
