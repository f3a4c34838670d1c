// POST /api/contact (public-area §2, §5, §7) and the back office's messages.
import { z } from 'zod';

export const MISSING_FIELDS = 'Please fill in all fields before sending your message.';
export const CONTACT_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;
export const CONTACT_THANKS = 'Thank you for your message. We will reply within two working days.';
export const TOO_MANY_MESSAGES = 'You have sent several messages in a short time. Please wait a few minutes and try again.';

/** Each length message names its field; a missing field gets the spec's one message for the whole form (§5). */
export const contactRequest = z.object({
  name: z.string(MISSING_FIELDS).trim().min(1, MISSING_FIELDS).max(100, 'Name must be at most 100 characters'),
  email: z.string(MISSING_FIELDS).trim().min(1, MISSING_FIELDS).pipe(z.email('Please enter a valid email').max(254, 'Email must be at most 254 characters')),
  message: z.string(MISSING_FIELDS).trim().min(1, MISSING_FIELDS).max(5_000, 'Message must be at most 5,000 characters'),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export interface AdminMessage {
  id: string;
  name: string;
  email: string;
  message: string;
  receivedAt: string;
  handled: boolean;
}

export const messageUpdate = z.object({ handled: z.boolean() });
