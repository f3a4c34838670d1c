// A session's video room (dashboards §1, §2, §5, §9): where the booking's student and counsellor meet, open while the
// session is Active Now (schedule/sessionLife.ts: from 15 minutes before the start to its end).
import { z } from 'zod';
import { activeWindow } from '../schedule/sessionLife';

/** When the room of a session starting at `startsAt` opens and closes: the session's Active Now window. */
export const roomWindow = activeWindow;

/**
 * What each side is told when the student's parent has withdrawn their consent: the room's 403 CONSENT_WITHDRAWN, and
 * the session reads' `roomClosedMessage`, so the room card says it before the room would open.
 */
export const ROOM_CONSENT_WITHDRAWN: Record<'student' | 'counsellor', string> = {
  student: 'Your parent has withdrawn their consent, so this session’s room is closed.',
  counsellor: 'This student’s parent has withdrawn their consent, so this session’s room is closed.',
};

export const roomProviders = ['jitsi', 'counsellor_link'] as const;
export type RoomProvider = (typeof roomProviders)[number];

/** GET /api/bookings/{id}/room and POST …/room/join: the address to open. */
export interface SessionRoom {
  url: string;
  provider: RoomProvider;
}

/** The 403 outside the window: when it opens and closes. */
export interface RoomClosed {
  error: string;
  opensAt: string;
  closesAt: string;
}

export const ROOM_LINK_MAX = 500;
const HTTPS_MESSAGE = 'Enter the meeting link as a full https:// address';

/** PUT /api/bookings/{id}/room/link: the counsellor's own meeting link (https only), or null for the default room. */
export const roomLinkRequest = z.object({
  url: z
    .string(HTTPS_MESSAGE)
    .trim()
    .max(ROOM_LINK_MAX, `At most ${ROOM_LINK_MAX} characters`)
    .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: HTTPS_MESSAGE }))
    .nullable(),
});
export type RoomLinkRequest = z.input<typeof roomLinkRequest>;
