// The answers the browser reads on its first page (the user, packages, counsellor cards), checked with zod/mini: the
// landing page then carries a few kilobytes of validation instead of the whole zod API (about 90 KB gzip). The API's
// request schemas stay in classic zod in their own modules.
import * as z from 'zod/mini';

/**
 * An auditor reads the booking and payment history (the back office's Audit section) and changes nothing. A parent sees
 * the children who named them and whose consent they gave (and pays for their bookings).
 */
export const roles = ['student', 'counsellor', 'admin', 'auditor', 'parent'] as const;
export const packageTypes = ['basic', 'advanced', 'comprehensive'] as const;

/** The language an account reads the product in (issue 28, item 6): English unless they chose Hindi. */
export const accountLanguages = ['en', 'hi'] as const;
export type AccountLanguage = (typeof accountLanguages)[number];

/** GET /api/user answers `language` too (sign-in and sign-up answer the rest). */
export const userShape = z.object({ id: z.string(), email: z.string(), role: z.enum(roles), language: z.optional(z.enum(accountLanguages)) });
export type User = z.infer<typeof userShape>;

/** GET /api/session: who is signed in, if anyone (null is an answer, not a 401: issue 30). */
export const sessionAnswerShape = z.object({ user: z.nullable(userShape) });
export type SessionAnswer = z.infer<typeof sessionAnswerShape>;

export const packageShape = z.object({
  id: z.string(),
  type: z.enum(packageTypes),
  name: z.string(),
  description: z.string(),
  /** Rupees per session. */
  price: z.number(),
  features: z.array(z.string()),
  /** Marked 'MOST POPULAR' on the cards. */
  highlighted: z.boolean(),
  /** The package's words in Hindi, when the admin wrote them (issue 33): a Hindi page shows these. */
  hindi: z.optional(z.object({ name: z.string(), description: z.string(), features: z.array(z.string()) })),
});
export type Package = z.infer<typeof packageShape>;

/**
 * A card on the public lists. isApproved: true bookable, false paused, absent otherwise (only its owner and admins see
 * those). No e-mail: the spec's card listed the sign-in address, which no public read gives out (docs/decisions/0039).
 */
export const counsellorListItemShape = z.object({
  id: z.string(),
  name: z.string(),
  role: z.literal('counsellor'),
  specialization: z.string(),
  qualification: z.string(),
  experience: z.string(),
  location: z.nullable(z.string()),
  rating: z.number(),
  ratingCount: z.number(),
  isApproved: z.optional(z.boolean()),
  profilePhoto: z.nullable(z.string()),
  packages: z.array(z.enum(packageTypes)),
});
export type CounsellorListItem = z.infer<typeof counsellorListItemShape>;

/** Cards per page of the public lists; the total matching is sent in the X-Total-Count header. */
export const COUNSELLOR_PAGE_SIZE = 24;
export const COUNSELLOR_PAGE_MAX = 100;
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
