import { once } from 'node:events';
import type { Server } from 'node:net';

/** Starts `server` on a free port of the loopback address; answers its base URL. */
export async function listenOnLoopback(server: Server): Promise<string> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}
