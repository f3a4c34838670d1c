// A session's room (stream room-{bookingId}): the counsellor's own meeting link, if any, and when each person last
// entered, which keeps a reloading page from filling the log.
import type { RoomEvent } from '@margdarshak/contracts/events/rooms';

export interface RoomState {
  /** The counsellor's link, sealed with their key; null: the default room. */
  link: string | null;
  /** User id -> the last SessionJoined's time (ms). */
  lastJoined: ReadonlyMap<string, number>;
}

export const initialRoom: RoomState = { link: null, lastJoined: new Map() };

export const roomStream = (bookingId: string) => `room-${bookingId}`;

export function evolveRoom(state: RoomState, event: RoomEvent): RoomState {
  switch (event.type) {
    case 'SessionRoomLinkSet':
      return { ...state, link: event.data.url };
    case 'SessionJoined':
      return { ...state, lastJoined: new Map(state.lastJoined).set(event.data.userId, Date.parse(event.data.at)) };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}
