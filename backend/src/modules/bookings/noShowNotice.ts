// What a missed-session mail says and the names it says it with, shared by its English and Hindi words (noShowMail.ts,
// noShowMailHi.ts).
import type { NoShowParty } from '@margdarshak/contracts/bookings/noShow';

export type NoShowNotice = { kind: 'reported'; by: NoShowParty; absent: NoShowParty } | { kind: 'resolved'; absent: NoShowParty; reason: string; refundDue: boolean };
export type Reader = 'student' | 'counsellor' | 'parent';

export interface NoShowNames {
  student: string;
  counsellor: string;
  /** How the parent's mail names the child: their first name, or 'your child' before they gave one. */
  child: string;
  contactUrl: string;
}
