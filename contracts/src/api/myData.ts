// A person's own data (issue 20, item 3): everything the product holds about them as one JSON file, and the deletion of
// their account. Both ask the signed-in person for their password again.
import { z } from 'zod';
import type { AccountLanguage, Role } from './accounts';
import type { BookingPaymentLine } from './bookings';
import { MAX_PASSWORD_LENGTH } from './accounts';
import type { CounsellorListItem, CounsellorProfileDetails } from './counsellors';
import type { Answers, TestResultData } from './personalityTests';
import type { StudentProfile } from './students';
import type { TestType } from '../assessments/tests';

export const myDataPaths = {
  export: '/api/me/export',
  account: '/api/me',
  /** A parent for a linked child: the same file and the same deletion, confirmed with the parent's own password. */
  childExport: (childId: string) => `/api/parent/children/${childId}/export`,
  childAccount: (childId: string) => `/api/parent/children/${childId}`,
} as const;

export const PASSWORD_REQUIRED = 'Enter your password';
export const WRONG_PASSWORD = 'That password is not right';

/** POST /api/me/export and DELETE /api/me: the signed-in person's password, typed again. */
export const passwordConfirmation = z.object({
  password: z.string(PASSWORD_REQUIRED).min(1, PASSWORD_REQUIRED).max(MAX_PASSWORD_LENGTH, WRONG_PASSWORD),
});
export type PasswordConfirmation = z.infer<typeof passwordConfirmation>;

/** The file's name for a download on `indiaDate` (YYYY-MM-DD). */
export const exportFileName = (indiaDate: string) => `margdarshak-data-${indiaDate}.json`;

export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted. A confirmation is on its way to your e-mail.';
export const childAccountDeletedMessage = (childFirstName: string) => `${childFirstName}’s account has been deleted. A confirmation is on its way to your e-mail.`;
export const ADMIN_SELF_DELETE = 'An admin account cannot be deleted from here: ask the person who runs Margdarshak to close it.';

export interface ExportedBooking {
  id: string;
  counsellorName: string;
  packageName: string;
  packageType: 'basic' | 'advanced' | 'comprehensive';
  /** The session's start, ISO 8601, and its India date and slot. */
  sessionDate: string;
  date: string;
  timeSlot: string;
  bookedAt: string;
  status: 'pending' | 'confirmed' | 'completed' | 'cancelled' | 'failed' | 'expired';
  /** Rupees. */
  price: number;
  discount: number;
  amount: number;
  couponCode: string | null;
  /** `payment` and `refund` summarise the payment the booking stands on; `payments` lists every one captured. */
  payment: { orderId: string | null; paymentId: string | null } | null;
  refund: { amount: number; status: 'issued' | 'due'; refundId: string | null } | null;
  payments: BookingPaymentLine[];
  cancellation: { by: 'student' | 'admin' | 'system'; reason: string | null } | null;
  sessionSummary: string | null;
  documents: { name: string; url: string; sharedAt: string }[];
  reports: { id: string; title: string; url: string }[];
}

export interface ExportedTest {
  id: string;
  bookingId: string;
  testType: TestType;
  status: 'in_progress' | 'completed';
  answers: Answers | null;
  startedAt: string;
  completedAt: string | null;
  releasedToYou: boolean;
  /** The scored result and the counsellor's notes, once released to the student (as the app shows them). */
  result: TestResultData | null;
  counsellorNotes: string | null;
}

export interface ExportedSessionGiven {
  id: string;
  packageName: string;
  date: string;
  timeSlot: string;
  status: ExportedBooking['status'];
  amount: number;
}

/** One step of a parental consent, from the child's consent stream; people by reference only. */
export interface ExportedConsent {
  /**
   * change_*: the student asked that another parent consent instead; the parent who consented (or an admin) confirmed;
   * the other parent declined. mail_held_back: the sign-up's request was not sent, its address having had its day's
   * consent e-mails (`sentTo` is the address kept for Send again).
   */
  event: 'requested' | 'given' | 'refused' | 'withdrawn' | 'change_requested' | 'change_confirmed' | 'change_refused' | 'mail_held_back';
  at: string;
  /** The student the consent is for. */
  childId: string;
  /** The parent's account (given, withdrawn, and a change a parent confirmed); null before a parent has an account. */
  parentId: string | null;
  /** Where a request was sent, masked ('p***@example.com'); null on the other steps and for a parent's own export. */
  sentTo: string | null;
  noticeVersion: string | null;
  /** When a request's link stopped or stops working. */
  expiresAt: string | null;
}

/**
 * A chat message of one of the person's sessions, either side's: the session by its booking id and the writer by role
 * only, so a counsellor's file names no student.
 */
export interface ExportedMessage {
  id: string;
  bookingId: string;
  fromRole: 'student' | 'counsellor';
  /** As the chat shows it: null once its writer's account has been deleted. */
  text: string | null;
  sentAt: string;
  /** Whether the other side, to whom it was written, has read it (a writer has read their own). */
  readByRecipient: boolean;
  /** The person's own report of this message, with the reason they gave; null when they did not report it. */
  yourReport: { reason: string | null; at: string } | null;
}

/** A parent's linked child, by id and first name. */
export interface ExportedChild {
  id: string;
  firstName: string;
  consent: 'given' | 'withdrawn';
  since: string;
}

export interface MyDataExport {
  format: 'margdarshak-data-export';
  version: 1;
  exportedAt: string;
  /** `language`: the one the account reads the product in ('en' until chosen). */
  account: { id: string; email: string; role: Role; createdAt: string; language: AccountLanguage };
  /** A student's date of birth (YYYY-MM-DD), as given at sign-up or first sign-in; null for anyone else. */
  dateOfBirth: string | null;
  /** A student's profile, opened from their sealed personal data; null for anyone else or before it is filled. */
  profile: StudentProfile | null;
  /** A counsellor's own profile and its details; null for anyone else. */
  counsellorProfile: (CounsellorListItem & { details: CounsellorProfileDetails }) | null;
  /** A student's sessions, with payments, refunds, what the counsellor shared and the reports (as links). */
  bookings: ExportedBooking[];
  tests: ExportedTest[];
  reports: { id: string; bookingId: string; title: string; kind: 'test' | 'comprehensive'; version: number; releasedAt: string; updatedAt: string; url: string }[];
  /** A counsellor's sessions, without anything about the students. */
  sessionsGiven: ExportedSessionGiven[];
  /** The chat messages of a student's or counsellor's sessions, both sides, oldest first; none in a parent's own file. */
  messages: ExportedMessage[];
  /** A student's consent steps; a parent's own consents (given and withdrawn) for each child. */
  consents: ExportedConsent[];
  /** A parent's linked children; empty for anyone else. */
  children: ExportedChild[];
  notes: string[];
}
