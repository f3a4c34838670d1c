// Tamper evidence (issue 17): signed digests of every stream's head (stream audit-digests) and the results of verifying
// the log and the read models (stream audit-verifications). Both are in the log, so both are in its hash chains.
import { z } from 'zod';

/** A log position as JSON: both parts as decimal strings (bigints do not survive JSON). */
const position = z.object({ commit: z.string().regex(/^\d+$/), prepare: z.string().regex(/^\d+$/) });
const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

export const auditDigestAlgorithm = 'sha256-sorted-heads-v1';

export const outsideDigestStates = ['present', 'missing', 'not written yet'] as const;

export const auditEvents = {
  /**
   * Every stream's (name, last revision, last hash) up to `upTo`, sorted by name and hashed into `headsRoot`; signed
   * with an HMAC-SHA-256 key derived from the server secret over everything else in the event.
   */
  StreamHeadsDigested: {
    version: 1,
    schema: z.object({
      digestedAt: z.iso.datetime(),
      /** The last log position the digest covers (0/0: an empty log). */
      upTo: position,
      streams: count,
      events: count,
      headsRoot: sha256Hex,
      algorithm: z.literal(auditDigestAlgorithm),
      signature: sha256Hex,
    }),
  },
  /** One run of `npm run audit -- verify`: what it checked and what it found. */
  AuditVerificationCompleted: {
    version: 1,
    schema: z.object({
      startedAt: z.iso.datetime(),
      completedAt: z.iso.datetime(),
      ok: z.boolean(),
      /** The last log position the chains were checked up to. */
      upTo: position,
      events: count,
      streams: count,
      /** Events written before hashing began (no hash, nothing hashed before them in the log). */
      legacyEvents: count,
      brokenChains: count,
      /** The first breaks found (at most 20): where, and what is wrong there. */
      breaks: z.array(z.object({ streamName: z.string(), revision: z.string(), problem: z.string() })),
      digests: z.object({ checked: count, failed: count }),
      readModels: z.object({ checked: count, differing: z.array(z.string()) }),
      durationMs: count,
      /** What failed, in sentences (the first 20): breaks, digests, the digest log kept outside the database. */
      problems: z.array(z.string()).max(20).optional(),
      /**
       * The copy of the digests kept outside the database (issue 27): compared with the log ('present'), gone although
       * digests were written to it ('missing'), or not written yet (the first run). Absent on older verifications.
       */
      outsideDigests: z.object({ state: z.enum(outsideDigestStates), digests: count, failed: count }).optional(),
    }),
  },
} as const;

type EventOf<Type extends keyof typeof auditEvents> = { type: Type; data: z.infer<(typeof auditEvents)[Type]['schema']> };
export type StreamHeadsDigested = EventOf<'StreamHeadsDigested'>;
export type AuditVerificationCompleted = EventOf<'AuditVerificationCompleted'>;
export type TamperEvidenceEvent = StreamHeadsDigested | AuditVerificationCompleted;
