// Everything the product holds about one person, as one JSON document: their account, their profile opened from the
// sealed personal data (as the profile page shows it), and by role a student's bookings, tests and reports, or a
// counsellor's profile and sessions. Other people appear only as the counsellor's name on a student's booking.
import type { MyDataExport } from '@margdarshak/contracts/api/myData';
import { findCounsellor, toListItem, toProfileDetails } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { counsellorSessionsForExport, studentBookingsForExport, studentTestsForExport } from '@margdarshak/projections/myData/myDataQueries';
import { findStudentProfile, toStudentProfile } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import type { Subject } from './subject';

export const EXPORT_NOTES = [
  'Messages: Margdarshak has no messaging between students and counsellors yet, so there are none to list.',
  'Consents: none are recorded for this account yet; once parental consent is in place, each one given or withdrawn is listed here.',
  'Reports, session documents and photos are listed as links: open them while signed in to download each file.',
];

export async function exportMyData(deps: AppDeps, subject: Subject): Promise<MyDataExport> {
  const base: MyDataExport = {
    format: 'margdarshak-data-export',
    version: 1,
    exportedAt: deps.clock.now().toISOString(),
    account: { id: subject.id, email: subject.email, role: subject.role, createdAt: subject.createdAt },
    profile: null,
    counsellorProfile: null,
    bookings: [],
    tests: [],
    reports: [],
    sessionsGiven: [],
    messages: [],
    consents: [],
    notes: EXPORT_NOTES,
  };
  switch (subject.role) {
    case 'student': {
      const [profile, { bookings, reports }, tests] = await Promise.all([findStudentProfile(deps.db, subject.id), studentBookingsForExport(deps.db, subject.id), studentTestsForExport(deps.db, subject.id)]);
      return { ...base, profile: profile ? toStudentProfile(profile) : null, bookings, reports, tests };
    }
    case 'counsellor': {
      const [row, sessionsGiven] = await Promise.all([findCounsellor(deps.db, subject.id), counsellorSessionsForExport(deps.db, subject.id)]);
      return { ...base, counsellorProfile: row ? { ...toListItem(row), details: toProfileDetails(row) } : null, sessionsGiven };
    }
    case 'admin':
    case 'auditor':
    case 'parent':
      return base;
    default: {
      const unknown: never = subject.role;
      return unknown;
    }
  }
}
