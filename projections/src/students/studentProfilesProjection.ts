// The student profiles read model: one row per student from registration (the e-mail for the name's fallback), the
// saved profile opened with the student's key, and the current photo. An erased student leaves no row, and a profile
// event that arrives after the erasure makes none.
import type { Knex } from 'knex';
import { classLevels, knownChoice, noProfileDetails, schoolBoards, studyMediums, type AcademicRecord, type ClassLevel, type SchoolBoard, type StudyMedium } from '@margdarshak/contracts/api/students';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { studentEvents } from '@margdarshak/contracts/events/students';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { ProjectionContext } from '../projection';
import { personRowId } from '../personRowId';
import { rowProjection } from '../rowProjection';

export const studentProfilesTable = 'student_profiles';

export interface StudentProfileRow {
  id: string;
  email: string;
  name: string | null;
  mobile: string | null;
  schoolName: string | null;
  age: number | null;
  location: string | null;
  academics: AcademicRecord[];
  classLevel: ClassLevel | null;
  board: SchoolBoard | null;
  medium: StudyMedium | null;
  fatherName: string | null;
  fatherOccupation: string | null;
  motherName: string | null;
  motherOccupation: string | null;
  photoFileId: string | null;
  updatedAt: string | null;
}

async function migrate(db: Knex) {
  if (await db.schema.hasTable(studentProfilesTable)) return;
  await db.schema.createTable(studentProfilesTable, (t) => {
    t.uuid('id').primary();
    t.text('email').notNullable();
    t.text('name');
    t.text('mobile');
    t.text('school_name');
    t.integer('age');
    t.text('location');
    t.jsonb('academics').notNullable();
    t.text('class_level');
    t.text('board');
    t.text('medium');
    t.text('father_name');
    t.text('father_occupation');
    t.text('mother_name');
    t.text('mother_occupation');
    t.uuid('photo_file_id');
    t.timestamp('updated_at', { useTz: true });
  });
}

async function evolve(row: StudentProfileRow | undefined, event: RecordedEvent, context: ProjectionContext): Promise<StudentProfileRow | undefined> {
  switch (event.type) {
    case 'UserRegistered': {
      const data = accountEvents.UserRegistered.schema.parse(event.data);
      const email = await context.openPersonalData(data.userId, data.email);
      if (email === undefined) return undefined;
      // The name given at sign-up, until the profile's own replaces it.
      const name = data.name === undefined ? null : ((await context.openPersonalData(data.userId, data.name)) ?? null);
      return {
        id: data.userId,
        email,
        name,
        mobile: null,
        ...noProfileDetails(),
        photoFileId: null,
        updatedAt: null,
      };
    }
    case 'StudentProfileUpdated': {
      if (!row) return row;
      const data = studentEvents.StudentProfileUpdated.schema.parse(event.data);
      const open = async (sealed: string | null | undefined) => (sealed == null ? null : ((await context.openPersonalData(data.studentId, sealed)) ?? null));
      const [name, mobile, schoolName, age, location, academics, classLevel, board, medium, fatherName, fatherOccupation, motherName, motherOccupation] = await Promise.all(
        [
          data.name,
          data.mobile,
          data.schoolName,
          data.age,
          data.location,
          data.academics,
          data.classLevel,
          data.board,
          data.medium,
          data.fatherName,
          data.fatherOccupation,
          data.motherName,
          data.motherOccupation,
        ].map(open),
      );
      return {
        ...row,
        name: name ?? null,
        mobile: mobile ?? null,
        schoolName: schoolName ?? null,
        age: age === null ? null : Number(age),
        location: location ?? null,
        academics: academics ? (JSON.parse(academics) as AcademicRecord[]) : [],
        classLevel: knownChoice(classLevels, classLevel),
        board: knownChoice(schoolBoards, board),
        medium: knownChoice(studyMediums, medium),
        fatherName: fatherName ?? null,
        fatherOccupation: fatherOccupation ?? null,
        motherName: motherName ?? null,
        motherOccupation: motherOccupation ?? null,
        updatedAt: event.metadata.at,
      };
    }
    case 'StudentPhotoChanged':
      return row && { ...row, photoFileId: studentEvents.StudentPhotoChanged.schema.parse(event.data).photo.id };
    case 'UserErased':
      return undefined;
    default:
      return row;
  }
}

export const studentProfilesProjection = rowProjection<StudentProfileRow>({
  name: 'student_profiles',
  version: 2,
  eventTypes: [...Object.keys(studentEvents), 'UserRegistered', 'UserErased'],
  table: studentProfilesTable,
  migrate,
  idType: 'uuid',
  rowId: personRowId(studentEvents, 'studentId', 'student'),
  evolve,
  toRecord: (r) => ({
    id: r.id,
    email: r.email,
    name: r.name,
    mobile: r.mobile,
    school_name: r.schoolName,
    age: r.age,
    location: r.location,
    academics: r.academics,
    class_level: r.classLevel,
    board: r.board,
    medium: r.medium,
    father_name: r.fatherName,
    father_occupation: r.fatherOccupation,
    mother_name: r.motherName,
    mother_occupation: r.motherOccupation,
    photo_file_id: r.photoFileId,
    updated_at: r.updatedAt,
  }),
  fromRecord: (rec) => ({
    id: String(rec.id),
    email: String(rec.email),
    name: (rec.name as string | null) ?? null,
    mobile: (rec.mobile as string | null) ?? null,
    schoolName: (rec.school_name as string | null) ?? null,
    age: rec.age === null || rec.age === undefined ? null : Number(rec.age),
    location: (rec.location as string | null) ?? null,
    academics: rec.academics as AcademicRecord[],
    classLevel: knownChoice(classLevels, rec.class_level),
    board: knownChoice(schoolBoards, rec.board),
    medium: knownChoice(studyMediums, rec.medium),
    fatherName: (rec.father_name as string | null) ?? null,
    fatherOccupation: (rec.father_occupation as string | null) ?? null,
    motherName: (rec.mother_name as string | null) ?? null,
    motherOccupation: (rec.mother_occupation as string | null) ?? null,
    photoFileId: (rec.photo_file_id as string | null) ?? null,
    updatedAt: rec.updated_at ? new Date(rec.updated_at as string).toISOString() : null,
  }),
});
