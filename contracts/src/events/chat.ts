// A booking's chat (stream chat-{bookingId}): what its student and counsellor wrote to each other, who read up to where,
// and which messages were reported. Texts are sealed with the writer's key (a report's reason with the reporter's), so
// an erasure shreds what that person wrote. Each event names the booking's student and counsellor, so read models can
// count unread messages for both without reading the booking.
import { z } from 'zod';

const sealed = z.string().startsWith('pd1.');
const parties = { bookingId: z.uuid(), studentId: z.uuid(), counsellorId: z.uuid() };

export const chatEvents = {
  ChatMessageSent: {
    version: 1,
    schema: z.object({ ...parties, messageId: z.uuid(), fromUserId: z.uuid(), fromRole: z.enum(['student', 'counsellor']), text: sealed, at: z.iso.datetime() }),
  },
  /** `upTo`: the id of the newest message the reader has seen; every message up to it counts as read. */
  ChatMessageRead: { version: 1, schema: z.object({ ...parties, userId: z.uuid(), upTo: z.uuid() }) },
  ChatMessageReported: { version: 1, schema: z.object({ ...parties, messageId: z.uuid(), byUserId: z.uuid(), reason: sealed.optional() }) },
} as const;

type EventOf<Type extends keyof typeof chatEvents> = { type: Type; data: z.infer<(typeof chatEvents)[Type]['schema']> };

export type ChatEvent = { [Type in keyof typeof chatEvents]: EventOf<Type> }[keyof typeof chatEvents];
