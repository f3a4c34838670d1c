// Messages from the contact form (stream contact-{messageId}). Name, e-mail and text are sealed with the message's own
// key, so one message can be erased without touching the log.
import { z } from 'zod';

const sealed = z.string().startsWith('pd1.');

export const contactEvents = {
  ContactMessageReceived: { version: 1, schema: z.object({ messageId: z.uuid(), name: sealed, email: sealed, message: sealed }) },
  ContactMessageHandled: { version: 1, schema: z.object({ messageId: z.uuid(), handled: z.boolean() }) },
} as const;

type EventOf<Type extends keyof typeof contactEvents> = { type: Type; data: z.infer<(typeof contactEvents)[Type]['schema']> };
export type ContactEvent = EventOf<'ContactMessageReceived'> | EventOf<'ContactMessageHandled'>;
