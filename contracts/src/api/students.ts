// The student profile (dashboards §3; public-area §3 reads its name and mobile during booking): what the student, or an
// admin, saves with PUT /api/students/{id}/profile, and what GET answers. The photo goes on its own (multipart), as
// counsellors' photos do.
import { z } from 'zod';
import { personName } from './accounts';

/** public-area §9: the phone the payment form falls back to when a student never gave one. */
export const STUDENT_FALLBACK_MOBILE = '9999999999';
export const STUDENT_MIN_AGE = 10;
export const STUDENT_MAX_AGE = 35;
export const MAX_ACADEMIC_ROWS = 12;

/** Said when a text field gets something else (a number, true): in our words, which the Hindi table knows. */
export const TEXT_EXPECTED = 'Please write this as text';
export const ACADEMICS_AS_LIST = 'Academic records must be a list of grades and marks';

const optionalText = (max: number) =>
  z
    .string(TEXT_EXPECTED)
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

/** Indian mobile numbers: ten digits starting 6 to 9, '+91' (or '91', '0') optional, spaces and dashes ignored. */
export const INDIAN_MOBILE_MESSAGE = 'Enter a 10-digit Indian mobile number (+91 optional)';
export const indianMobile = z
  .string(INDIAN_MOBILE_MESSAGE)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^(?:\+91|91|0)?[6-9]\d{9}$/, INDIAN_MOBILE_MESSAGE))
  .transform((value) => value.slice(-10));

export const academicRecord = z.object(
  {
    grade: z.string('Grade is required').trim().min(1, 'Grade is required').max(60, 'At most 60 characters'),
    marks: z.string('Marks are required').trim().min(1, 'Marks are required').max(40, 'At most 40 characters'),
  },
  ACADEMICS_AS_LIST,
);
export type AcademicRecord = z.output<typeof academicRecord>;

/**
 * Where the student is in their studies (issue 28, item 5): one step per year where the year changes what to decide
 * (Class 10: the stream; Class 12: entrance exams this year), grouped below Class 9 and after school
 * (docs/decisions/0067).
 */
export const classLevels = ['class_6_8', 'class_9', 'class_10', 'class_11', 'class_12', 'college', 'other'] as const;
export type ClassLevel = (typeof classLevels)[number];
export const classLevelLabels: Record<ClassLevel, string> = {
  class_6_8: 'Class 6, 7 or 8',
  class_9: 'Class 9',
  class_10: 'Class 10',
  class_11: 'Class 11',
  class_12: 'Class 12',
  college: 'College or university',
  other: 'Something else (a gap year, working, other)',
};

export const schoolBoards = ['cbse', 'icse_isc', 'state', 'ib', 'igcse_cambridge', 'nios', 'other'] as const;
export type SchoolBoard = (typeof schoolBoards)[number];
export const schoolBoardLabels: Record<SchoolBoard, string> = {
  cbse: 'CBSE',
  icse_isc: 'ICSE/ISC',
  state: 'State board',
  ib: 'IB',
  igcse_cambridge: 'IGCSE/Cambridge',
  nios: 'NIOS',
  other: 'Other',
};

export const studyMediums = ['english', 'hindi', 'other_regional'] as const;
export type StudyMedium = (typeof studyMediums)[number];
export const studyMediumLabels: Record<StudyMedium, string> = {
  english: 'English',
  hindi: 'Hindi',
  other_regional: 'Other regional language',
};

/** A stored or received value read as one of a list's, or null when the list does not have it (it counts as not given). */
export const knownChoice = <Value extends string>(values: readonly Value[], value: unknown): Value | null => values.find((known) => known === value) ?? null;

/** The class, board and medium as people read them, each null when not given. */
export const studyStageLabels = (stage: { classLevel: ClassLevel | null; board: SchoolBoard | null; medium: StudyMedium | null }) => ({
  classLevel: stage.classLevel && classLevelLabels[stage.classLevel],
  board: stage.board && schoolBoardLabels[stage.board],
  medium: stage.medium && studyMediumLabels[stage.medium],
});

/** A choice from a fixed list, or nothing: '' and null both mean "not given". */
const optionalChoice = <const Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
  z
    .union([z.enum(values), z.literal('')], message)
    .nullish()
    .transform((value) => (value ? value : null));

/** PUT /api/students/{id}/profile: name and mobile required (the booking and the payment use them), the rest optional. */
export const studentProfileRequest = z.object({
  name: personName,
  schoolName: optionalText(150),
  age: z
    .number(`Age must be between ${STUDENT_MIN_AGE} and ${STUDENT_MAX_AGE}`)
    .int('Age must be a whole number')
    .min(STUDENT_MIN_AGE, `Age must be between ${STUDENT_MIN_AGE} and ${STUDENT_MAX_AGE}`)
    .max(STUDENT_MAX_AGE, `Age must be between ${STUDENT_MIN_AGE} and ${STUDENT_MAX_AGE}`)
    .nullish()
    .transform((value) => value ?? null),
  mobile: indianMobile,
  location: optionalText(120),
  academics: z.array(academicRecord, ACADEMICS_AS_LIST).max(MAX_ACADEMIC_ROWS, `At most ${MAX_ACADEMIC_ROWS} academic records`).default([]),
  classLevel: optionalChoice(classLevels, 'Choose your class from the list'),
  board: optionalChoice(schoolBoards, 'Choose your board from the list'),
  medium: optionalChoice(studyMediums, 'Choose the language you study in from the list'),
  fatherName: optionalText(100),
  fatherOccupation: optionalText(100),
  motherName: optionalText(100),
  motherOccupation: optionalText(100),
});
export type StudentProfileRequest = z.input<typeof studentProfileRequest>;
export type StudentProfileFields = z.output<typeof studentProfileRequest>;

/** The details a profile holds beyond name and mobile, none given yet: a new profile, or one a reader may not see. */
export type StudentProfileDetails = Omit<StudentProfileFields, 'name' | 'mobile'>;
export const noProfileDetails = (): StudentProfileDetails => ({
  schoolName: null,
  age: null,
  location: null,
  academics: [],
  classLevel: null,
  board: null,
  medium: null,
  fatherName: null,
  fatherOccupation: null,
  motherName: null,
  motherOccupation: null,
});

/**
 * GET /api/students/{id}/profile (and PUT's answer). Before the first save, `name` is the e-mail's local part and
 * `mobile` is STUDENT_FALLBACK_MOBILE (the spec's fallbacks) and `profileComplete` is false; a form must not show those
 * as the student's own. `profilePhoto` is a URL the browser can load (GET /api/students/{id}/profile/photo), or null.
 */
export interface StudentProfile extends Omit<StudentProfileFields, 'name' | 'mobile'> {
  name: string;
  mobile: string;
  profilePhoto: string | null;
  profileComplete: boolean;
}

export const studentProfilePaths = {
  profile: (studentId: string) => `/api/students/${studentId}/profile`,
  /** PUT multipart, one file field `profilePhoto` (PNG or JPG, at most 5 MB, checked by content); GET serves it. */
  photo: (studentId: string) => `/api/students/${studentId}/profile/photo`,
  /** The photo's address as GET answers it: a new photo gets a new address, so no browser shows a cached old one. */
  photoVersion: (studentId: string, fileId: string) => `/api/students/${studentId}/profile/photo?v=${fileId}`,
};
