// A session's record (stream session-{bookingId}): the counsellor's private notes, the summary and the documents shared
// with the student. Every text is sealed with the student's key (it is about them; an erasure shreds it); a document is
// a file reference only, its name sealed. Each event names the booking's student and counsellor, so read models can
// route and remove rows without reading the booking.
import { z } from 'zod';

const sealed = z.string().startsWith('pd1.');
const fileRef = z.object({ id: z.uuid(), sha256: z.string(), size: z.number().int().nonnegative(), contentType: z.string() });
const parties = { bookingId: z.uuid(), studentId: z.uuid(), counsellorId: z.uuid() };

export const sessionEvents = {
  /** The counsellor's own notes, replaced whole; never shown to the student or an admin. */
  SessionNotesWritten: { version: 1, schema: z.object({ ...parties, notes: sealed }) },
  /** The summary the student reads as their booking's sessionSummary; an empty one withdraws it. */
  SessionSummaryShared: { version: 1, schema: z.object({ ...parties, summary: sealed }) },
  SessionDocumentShared: { version: 1, schema: z.object({ ...parties, documentId: z.uuid(), name: sealed, file: fileRef }) },
  SessionDocumentWithdrawn: { version: 1, schema: z.object({ ...parties, documentId: z.uuid() }) },
} as const;

type EventOf<Type extends keyof typeof sessionEvents> = { type: Type; data: z.infer<(typeof sessionEvents)[Type]['schema']> };

export type SessionEvent = { [Type in keyof typeof sessionEvents]: EventOf<Type> }[keyof typeof sessionEvents];
