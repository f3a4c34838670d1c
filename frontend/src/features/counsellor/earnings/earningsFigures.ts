// How the earnings page names its packages, and when it has anything to show (months are named by lib/format).
import type { Earnings } from '@margdarshak/contracts/api/counsellorWorkspace';

const packageNames = { basic: 'Basic', advanced: 'Advanced', comprehensive: 'Comprehensive' } as const;
export const packageLabel = (type: keyof typeof packageNames) => packageNames[type];

/** A counsellor with no paid session yet sees the empty state instead of zeros and an empty chart. */
export const hasEarnings = (earnings: Pick<Earnings, 'total' | 'sessions'>) => earnings.total.sessions > 0 || earnings.sessions.length > 0;
