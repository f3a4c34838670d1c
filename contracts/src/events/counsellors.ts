// Counsellor events. Name, mobile and address are sealed with the counsellor's key; files are references only.
import { z } from 'zod';

const sealed = z.string().startsWith('pd1.');
const fileRef = z.object({ id: z.uuid(), sha256: z.string(), size: z.number().int().nonnegative(), contentType: z.string() });
const counsellorId = z.uuid();

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
      offers: z.object({ basic: z.boolean(), advanced: z.boolean(), comprehensive: z.boolean() }),
      documents: z.object({ addressProof: fileRef, qualificationCertificate: fileRef, profilePhoto: fileRef }),
    }),
  },
  CounsellorApproved: { version: 1, schema: z.object({ counsellorId }) },
  CounsellorRejected: { version: 1, schema: z.object({ counsellorId }) },
  CounsellorPaused: { version: 1, schema: z.object({ counsellorId }) },
  CounsellorResumed: { version: 1, schema: z.object({ counsellorId }) },
  CounsellorDeleted: { version: 1, schema: z.object({ counsellorId }) },
} as const;

type EventOf<Type extends keyof typeof counsellorEvents> = { type: Type; data: z.infer<(typeof counsellorEvents)[Type]['schema']> };

export type CounsellorEvent =
  | EventOf<'CounsellorRegistered'>
  | EventOf<'CounsellorProfileSubmitted'>
  | EventOf<'CounsellorApproved'>
  | EventOf<'CounsellorRejected'>
  | EventOf<'CounsellorPaused'>
  | EventOf<'CounsellorResumed'>
  | EventOf<'CounsellorDeleted'>;
