// The student profile form's state and checks (dashboards §3), apart from how it looks. The rules are the contract's
// studentProfileRequest, run here before sending and by the server again; this file only turns the form's strings
// into the request and the issues into one message per field.
import { MAX_ACADEMIC_ROWS, studentProfileRequest, type ClassLevel, type SchoolBoard, type StudentProfile, type StudentProfileRequest, type StudyMedium } from '@margdarshak/contracts/api/students';
import { PHOTO_MAX_BYTES } from '@margdarshak/contracts/api/counsellors';
import type { IssueLike } from '../../../lib/formErrors';

export interface AcademicRow {
  grade: string;
  marks: string;
}

export interface ProfileValues {
  name: string;
  schoolName: string;
  age: string;
  mobile: string;
  location: string;
  academics: AcademicRow[];
  /** '' while none is chosen. */
  classLevel: ClassLevel | '';
  board: SchoolBoard | '';
  medium: StudyMedium | '';
  fatherName: string;
  fatherOccupation: string;
  motherName: string;
  motherOccupation: string;
}

export const emptyAcademicRow: AcademicRow = { grade: '', marks: '' };

/**
 * The form's first values. Before the first save the server answers the spec's fallbacks for the name (the e-mail's
 * local part) and the mobile (9999999999): they are not the student's, so the form starts those empty.
 */
export function profileValuesFrom(profile: StudentProfile | undefined): ProfileValues {
  const own = profile?.profileComplete === true;
  const academics = profile?.academics.map(({ grade, marks }) => ({ grade, marks })) ?? [];
  return {
    name: own ? profile.name : '',
    schoolName: profile?.schoolName ?? '',
    age: profile?.age == null ? '' : String(profile.age),
    mobile: own ? profile.mobile : '',
    location: profile?.location ?? '',
    academics: academics.length > 0 ? academics : [emptyAcademicRow],
    classLevel: profile?.classLevel ?? '',
    board: profile?.board ?? '',
    medium: profile?.medium ?? '',
    fatherName: profile?.fatherName ?? '',
    fatherOccupation: profile?.fatherOccupation ?? '',
    motherName: profile?.motherName ?? '',
    motherOccupation: profile?.motherOccupation ?? '',
  };
}

const isBlankRow = (row: AcademicRow) => row.grade.trim() === '' && row.marks.trim() === '';

export const canAddAcademicRow = (rows: readonly AcademicRow[]) => rows.length < MAX_ACADEMIC_ROWS;

/** The PUT body: blank rows (the empty one the form starts with) are not sent; a blank age is "not given". */
export function profileRequestFrom(values: ProfileValues): StudentProfileRequest {
  const age = values.age.trim();
  return {
    name: values.name,
    schoolName: values.schoolName,
    age: age === '' ? null : Number(age),
    mobile: values.mobile,
    location: values.location,
    academics: values.academics.filter((row) => !isBlankRow(row)),
    classLevel: values.classLevel,
    board: values.board,
    medium: values.medium,
    fatherName: values.fatherName,
    fatherOccupation: values.fatherOccupation,
    motherName: values.motherName,
    motherOccupation: values.motherOccupation,
  };
}

/**
 * One message per field, keyed by the issue's whole path ('academics.1.marks'), first message wins. A row's key counts
 * rows as the form shows them, so the blank rows left out of the request are put back into the count.
 */
export function fieldErrorsByPath(issues: readonly IssueLike[], values?: ProfileValues): Record<string, string> {
  const sentRows = values ? values.academics.flatMap((row, index) => (isBlankRow(row) ? [] : [index])) : undefined;
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map((segment) => (typeof segment === 'symbol' ? segment.toString() : segment));
    if (path[0] === 'academics' && typeof path[1] === 'number' && sentRows) path[1] = sentRows[path[1]] ?? path[1];
    const key = path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

export type ProfileCheck = { ok: true; request: StudentProfileRequest } | { ok: false; errors: Record<string, string> };

/** The form's own message for an age that is no number (the contract's rules never see it); the page says it in its language. */
export const AGE_NOT_WHOLE = 'Age must be a whole number';

/** The contract's rules over the form, with the row numbers the student sees. */
export function checkProfile(values: ProfileValues): ProfileCheck {
  const request = profileRequestFrom(values);
  if (request.age !== null && request.age !== undefined && Number.isNaN(request.age)) return { ok: false, errors: { age: AGE_NOT_WHOLE } };
  const parsed = studentProfileRequest.safeParse(request);
  return parsed.success ? { ok: true, request } : { ok: false, errors: fieldErrorsByPath(parsed.error.issues, values) };
}

export const PHOTO_TYPES = ['image/png', 'image/jpeg'] as const;

/** The photo's problem, if any (the server checks the bytes again), as its message in the profile catalogue. */
export function photoProblem(file: File): 'photo.wrongType' | 'photo.tooBig' | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'photo.wrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'photo.tooBig';
  return undefined;
}

/** The photo's multipart body (PUT /api/students/{id}/profile/photo). */
export function photoFormData(file: File): FormData {
  const form = new FormData();
  form.set('profilePhoto', file, file.name);
  return form;
}
