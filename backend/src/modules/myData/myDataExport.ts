// Everything the product holds about one person, as one JSON document: their account, their profile opened from the
// sealed personal data (as the profile page shows it), and by role a student's bookings, tests and reports, or a
// counsellor's profile and sessions, or a parent's children and consents, and a student's or counsellor's chat messages.
// Other people appear only as the counsellor's name on a student's booking, a parent by their account id on the consents,
// and the other side of a chat by role and booking id.
import type { MyDataExport } from '@margdarshak/contracts/api/myData';
import { chatMessagesForExport } from '@margdarshak/projections/chat/chatExportQueries';
import { findCounsellor, toListItem, toProfileDetails } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { counsellorSessionsForExport, studentBookingsForExport, studentTestsForExport } from '@margdarshak/projections/myData/myDataQueries';
import { findStudentProfile, toStudentProfile } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { resultAsRead } from '../assessments';
import { parentConsents, studentConsents } from './consentsExport';
import type { Subject } from './subject';

export const EXPORT_NOTES = [
  'Messages: every chat message of your sessions, yours and the other side’s, oldest first, with the session’s booking id, who wrote it (student or counsellor), when, and whether the one it was written to has read it; a message you reported carries your report. A message whose writer’s account was deleted has no text. A parent’s own file has none, and a child’s file downloaded by their parent holds only the counsellor’s messages: what the child wrote stays between the child and the counsellor.',
  'Consents: each parental consent asked for, given, refused or withdrawn, with its time and the notice version; the parent is named by their account id, and a request by the masked address it went to.',
  'Reports, session documents and photos are listed as links: open them while signed in to download each file.',
  'Tests: every test of your sessions that you started, with your own answers and when you finished. A test’s result and your counsellor’s notes are in the file once your counsellor has shared them with you; until then they are empty, as on your dashboard.',
];

/** `byParent`: the subject's parent asks for the file, which then leaves out the child's own messages, as the parent's page does. */
export async function exportMyData(deps: AppDeps, subject: Subject, { byParent }: { byParent: boolean }): Promise<MyDataExport> {
  const base: MyDataExport = {
    format: 'margdarshak-data-export',
    version: 1,
    exportedAt: deps.clock.now().toISOString(),
    account: { id: subject.id, email: subject.email, role: subject.role, createdAt: subject.createdAt, language: subject.language },
    dateOfBirth: null,
    profile: null,
    counsellorProfile: null,
    bookings: [],
    tests: [],
    reports: [],
    sessionsGiven: [],
    messages: [],
    consents: [],
    children: [],
    notes: EXPORT_NOTES,
  };
  switch (subject.role) {
    case 'student': {
      const [profile, { bookings, reports }, tests, { dateOfBirth, consents }, messages] = await Promise.all([
        findStudentProfile(deps.db, subject.id),
        studentBookingsForExport(deps.db, subject.id),
        studentTestsForExport(deps.db, subject.id),
        studentConsents(deps, subject.id, { unseal: true }),
        chatMessagesForExport(deps.db, subject.id, 'student'),
      ]);
      const shown = byParent ? messages.filter((message) => message.fromRole === 'counsellor') : messages;
      // A released result as the app shows it: today's words, its verdict, through the gate (issue 28).
      const results = tests.map((test) => (test.result ? { ...test, result: resultAsRead({ testType: test.testType, testData: test.result, answers: test.answers }) } : test));
      return { ...base, dateOfBirth, profile: profile ? toStudentProfile(profile) : null, bookings, reports, tests: results, consents, messages: shown };
    }
    case 'counsellor': {
      const [row, sessionsGiven, messages] = await Promise.all([
        findCounsellor(deps.db, subject.id),
        counsellorSessionsForExport(deps.db, subject.id),
        chatMessagesForExport(deps.db, subject.id, 'counsellor'),
      ]);
      return { ...base, counsellorProfile: row ? { ...toListItem(row), details: toProfileDetails(row) } : null, sessionsGiven, messages };
    }
    case 'parent':
      return { ...base, ...(await parentConsents(deps, subject.id)) };
    case 'admin':
    case 'auditor':
      return base;
    default: {
      const unknown: never = subject.role;
      return unknown;
    }
  }
}
