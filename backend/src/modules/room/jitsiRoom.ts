// Jitsi Meet rooms exist once someone opens their address, so a room needs nothing but a name. The name is an HMAC of
// the booking id with the server's secret: stable across restarts and API copies, and unguessable, since whoever knows
// a room's name can enter it.
import { createHmac } from 'node:crypto';
import type { VideoRoom } from '../../platform/ports/videoRoom';

export function jitsiRoom(baseUrl: string, serverSecret: string): VideoRoom {
  if (!serverSecret) throw new Error('The video rooms need the server secret to name rooms');
  return {
    provider: 'jitsi',
    roomUrl(bookingId) {
      const name = createHmac('sha256', serverSecret).update(`video-room\n${bookingId}`).digest('base64url').replace(/[-_]/g, '').slice(0, 32);
      return `${baseUrl}/Margdarshak-${name}`;
    },
  };
}
