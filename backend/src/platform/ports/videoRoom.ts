// The port a session's default room comes from (AppDeps.video). One adapter today (Jitsi Meet, modules/room/jitsiRoom.ts);
// another provider (a hosted video API that creates rooms on request) would implement the same call.
import type { RoomProvider } from '@margdarshak/contracts/api/rooms';

export interface VideoRoom {
  provider: Exclude<RoomProvider, 'counsellor_link'>;
  /** The room's address for a booking: the same every time it is asked, and impossible to guess from the booking. */
  roomUrl(bookingId: string): string;
}
