// A completed session's review (stream review-{bookingId}): the student's rating and comment, which they may change for
// 7 days after giving it (issue 30), and an admin hiding it. The comment and the admin's reason are sealed with the
// student's key (the review is about their session; an erasure shreds the words and keeps the rating). Each event names
// the counsellor and carries the rating, so the counsellors' aggregates follow without reading anything else.
import { z } from 'zod';

const sealed = z.string().startsWith('pd1.');
const parties = { bookingId: z.uuid(), studentId: z.uuid(), counsellorId: z.uuid() };
const rating = z.number().int().min(1).max(5);

export const reviewEvents = {
  ReviewSubmitted: { version: 1, schema: z.object({ ...parties, rating, comment: sealed.nullable() }) },
  ReviewHidden: { version: 1, schema: z.object({ ...parties, rating, reason: sealed }) },
  /** The student's new rating and comment in place of the last ones; `previousRating` lets a total follow without a read. */
  ReviewEdited: { version: 1, schema: z.object({ ...parties, rating, previousRating: rating, comment: sealed.nullable() }) },
} as const;

type EventOf<Type extends keyof typeof reviewEvents> = { type: Type; data: z.infer<(typeof reviewEvents)[Type]['schema']> };

export type ReviewEvent = { [Type in keyof typeof reviewEvents]: EventOf<Type> }[keyof typeof reviewEvents];
