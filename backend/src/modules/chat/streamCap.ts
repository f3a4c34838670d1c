// How many chat streams may be open at once, per person and per booking (issue 27, item 8), counted in this process:
// a stream costs this process's memory and sockets, so this process counts them. With several API copies a person may
// hold up to the cap on each; the copies behind one proxy still bound it, and nothing is left counted by a copy that died.
import { DomainError } from '../../platform/http/errors';

export interface StreamCapLimits {
  perPerson: number;
  perBooking: number;
}

export const TOO_MANY_STREAMS = 'TOO_MANY_CHAT_STREAMS';
const tooManyForPerson = 'You have too many chats open at once. Close a tab or window with a chat, then try again.';
const tooManyForBooking = 'This chat is open in too many tabs or windows. Close one of them, then try again.';

export interface StreamCap {
  /** Counts one more stream, or throws 429 when the person or the booking has the most already. Answers its release. */
  admit(personId: string, bookingId: string): () => void;
}

export function createStreamCap(limits: StreamCapLimits): StreamCap {
  const byPerson = new Map<string, number>();
  const byBooking = new Map<string, number>();
  const count = (counts: Map<string, number>, key: string, change: 1 | -1) => {
    const next = (counts.get(key) ?? 0) + change;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    admit(personId, bookingId) {
      if ((byPerson.get(personId) ?? 0) >= limits.perPerson) throw new DomainError(TOO_MANY_STREAMS, tooManyForPerson, 429);
      if ((byBooking.get(bookingId) ?? 0) >= limits.perBooking) throw new DomainError(TOO_MANY_STREAMS, tooManyForBooking, 429);
      count(byPerson, personId, 1);
      count(byBooking, bookingId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        count(byPerson, personId, -1);
        count(byBooking, bookingId, -1);
      };
    },
  };
}
