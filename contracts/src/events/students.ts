// Student profile events (stream student-profile-{studentId}). Every personal field is sealed with the student's key,
// the academic rows as one sealed JSON list; a field left empty stays null. The photo is a file reference only.
import { z } from 'zod';

const sealed = z.string().startsWith('pd1.');
const fileRef = z.object({ id: z.uuid(), sha256: z.string(), size: z.number().int().nonnegative(), contentType: z.string() });
const studentId = z.uuid();

/** A student's profile stream: its own module writes it; accounts reads the name in it for the last mail before erasure. */
export const studentProfileStream = (studentId: string) => `student-profile-${studentId}`;

export const studentEvents = {
  /** Version 2 adds the class, board and medium (issue 28), sealed like the rest; absent in the events already written. */
  StudentProfileUpdated: {
    version: 2,
    schema: z.object({
      studentId,
      name: sealed,
      mobile: sealed,
      schoolName: sealed.nullable(),
      age: sealed.nullable(),
      location: sealed.nullable(),
      academics: sealed,
      classLevel: sealed.nullable().optional(),
      board: sealed.nullable().optional(),
      medium: sealed.nullable().optional(),
      fatherName: sealed.nullable(),
      fatherOccupation: sealed.nullable(),
      motherName: sealed.nullable(),
      motherOccupation: sealed.nullable(),
    }),
  },
  StudentPhotoChanged: { version: 1, schema: z.object({ studentId, photo: fileRef }) },
} as const;

type EventOf<Type extends keyof typeof studentEvents> = { type: Type; data: z.infer<(typeof studentEvents)[Type]['schema']> };

export type StudentProfileUpdated = EventOf<'StudentProfileUpdated'>;
export type StudentProfileEvent = StudentProfileUpdated | EventOf<'StudentPhotoChanged'>;
