// Everything the product holds about one person, as one JSON document: their account, their profile opened from the
// sealed personal data (as the profile page shows it), and by role a student's bookings, tests and reports, or a
// counsellor's profile and sessions, or a parent's children and consents. Other people appear only as the counsellor's
// name on a student's booking, and a parent by their account id on the consents.
import type { MyDataExport } from '@margdarshak/contracts/api/myData';
import { findCounsellor, toListItem, toProfileDetails } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { counsellorSessionsForExport, studentBookingsForExport, studentTestsForExport } from '@margdarshak/projections/myData/myDataQueries';
import { findStudentProfile, toStudentProfile } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { parentConsents, studentConsents } from './consentsExport';
import type { Subject } from './subject';

export const EXPORT_NOTES = [
  'Messages: Margdarshak has no messaging between students and counsellors yet, so there are none to list.',
  'Consents: each parental consent asked for, given, refused or withdrawn, with its time and the notice version; the parent is named by their account id, and a request by the masked address it went to.',
  'Reports, session documents and photos are listed as links: open them while signed in to download each file.',
];

export async function exportMyData(deps: AppDeps, subject: Subject): Promise<MyDataExport> {
  const base: MyDataExport = {
    format: 'margdarshak-data-export',
    version: 1,
    exportedAt: deps.clock.now().toISOString(),
    account: { id: subject.id, email: subject.email, role: subject.role, createdAt: subject.createdAt },
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
      const [profile, { bookings, reports }, tests, { dateOfBirth, consents }] = await Promise.all([
        findStudentProfile(deps.db, subject.id),
        studentBookingsForExport(deps.db, subject.id),
        studentTestsForExport(deps.db, subject.id),
        studentConsents(deps, subject.id),
      ]);
      return { ...base, dateOfBirth, profile: profile ? toStudentProfile(profile) : null, bookings, reports, tests, consents };
    }
    case 'counsellor': {
      const [row, sessionsGiven] = await Promise.all([findCounsellor(deps.db, subject.id), counsellorSessionsForExport(deps.db, subject.id)]);
      return { ...base, counsellorProfile: row ? { ...toListItem(row), details: toProfileDetails(row) } : null, sessionsGiven };
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
