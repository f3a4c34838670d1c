// A session's video room (stream room-{bookingId}): the counsellor's own meeting link, when they set one (sealed with the
// counsellor's key: a personal meeting address can identify them), and who entered the room when, for the audit and for
// disputes. Ids, roles and times stay in clear.
import { z } from 'zod';

const sealed = z.string().startsWith('pd1.');
const parties = { bookingId: z.uuid(), studentId: z.uuid(), counsellorId: z.uuid() };

export const roomEvents = {
  /** The counsellor's meeting link for this session, used instead of the default room; null goes back to the default. */
  SessionRoomLinkSet: { version: 1, schema: z.object({ ...parties, url: sealed.nullable() }) },
  /** A participant opened the room (at most one a minute per person). */
  SessionJoined: { version: 1, schema: z.object({ bookingId: z.uuid(), userId: z.uuid(), role: z.enum(['student', 'counsellor']), at: z.iso.datetime() }) },
} as const;

type EventOf<Type extends keyof typeof roomEvents> = { type: Type; data: z.infer<(typeof roomEvents)[Type]['schema']> };

export type RoomEvent = { [Type in keyof typeof roomEvents]: EventOf<Type> }[keyof typeof roomEvents];
