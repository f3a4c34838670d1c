// Counsellor events. Name, mobile, address and an admin's reason are sealed with the counsellor's key; files are
// references only. `discardedFiles` names the files an event makes unused (replaced or refused): a processor deletes them.
import { z } from 'zod';

const sealed = z.string().startsWith('pd1.');
const fileRef = z.object({ id: z.uuid(), sha256: z.string(), size: z.number().int().nonnegative(), contentType: z.string() });
const counsellorId = z.uuid();
const discardedFiles = z.array(z.uuid()).default([]);
const offers = z.object({ basic: z.boolean(), advanced: z.boolean(), comprehensive: z.boolean() });

export const counsellorEvents = {
  CounsellorRegistered: { version: 1, schema: z.object({ counsellorId }) },
  CounsellorProfileSubmitted: {
    version: 1,
    schema: z.object({
      counsellorId,
      name: sealed,
      mobile: sealed,
      address: sealed,
      age: z.number().int(),
      qualification: z.string(),
      specialization: z.string().nullable(),
      experience: z.string().nullable(),
      location: z.string().nullable(),
      offers,
      documents: z.object({ addressProof: fileRef, qualificationCertificate: fileRef, profilePhoto: fileRef }),
      discardedFiles,
    }),
  },
  /**
   * An approved (or paused) counsellor's edit of the fields that apply at once: mobile, address, age, packages.
   * Version 1 also applied specialization, experience, location and a new photo at once; since version 2 these are
   * reviewed (CounsellorChangeRequested) and absent here, so the fields stay optional for the events already written.
   */
  CounsellorDetailsUpdated: {
    version: 2,
    schema: z.object({
      counsellorId,
      mobile: sealed,
      address: sealed,
      age: z.number().int(),
      specialization: z.string().nullable().optional(),
      experience: z.string().nullable().optional(),
      location: z.string().nullable().optional(),
      offers,
      profilePhoto: fileRef.optional(),
      discardedFiles,
    }),
  },
  /**
   * The whole pending change of the reviewed fields (an earlier pending change merged in): only what differs; null
   * clears an optional text. Version 2 adds specialization, experience, location and the photo.
   */
  CounsellorChangeRequested: {
    version: 2,
    schema: z.object({
      counsellorId,
      change: z.object({
        name: sealed.optional(),
        qualification: z.string().optional(),
        specialization: z.string().nullable().optional(),
        experience: z.string().nullable().optional(),
        location: z.string().nullable().optional(),
        profilePhoto: fileRef.optional(),
        addressProof: fileRef.optional(),
        qualificationCertificate: fileRef.optional(),
      }),
      discardedFiles,
    }),
  },
  CounsellorChangeApproved: { version: 1, schema: z.object({ counsellorId, discardedFiles }) },
  CounsellorChangeRejected: { version: 1, schema: z.object({ counsellorId, reason: sealed, discardedFiles }) },
  CounsellorApproved: { version: 1, schema: z.object({ counsellorId }) },
  CounsellorRejected: { version: 1, schema: z.object({ counsellorId, reason: sealed.optional() }) },
  CounsellorPaused: { version: 1, schema: z.object({ counsellorId }) },
  CounsellorResumed: { version: 1, schema: z.object({ counsellorId }) },
  CounsellorDeleted: { version: 1, schema: z.object({ counsellorId }) },
} as const;

type EventOf<Type extends keyof typeof counsellorEvents> = { type: Type; data: z.infer<(typeof counsellorEvents)[Type]['schema']> };

export type CounsellorEvent =
  | EventOf<'CounsellorRegistered'>
  | EventOf<'CounsellorProfileSubmitted'>
  | EventOf<'CounsellorDetailsUpdated'>
  | EventOf<'CounsellorChangeRequested'>
  | EventOf<'CounsellorChangeApproved'>
  | EventOf<'CounsellorChangeRejected'>
  | EventOf<'CounsellorApproved'>
  | EventOf<'CounsellorRejected'>
  | EventOf<'CounsellorPaused'>
  | EventOf<'CounsellorResumed'>
  | EventOf<'CounsellorDeleted'>;
