// The log read for a backup through the event store's port, for a log kept outside PostgreSQL (EventStoreDB): up to
// the head as it was when the backup began, before the keys and tables are read (decision 0151). Each line has the
// shape of the PostgreSQL snapshot's (writeBackup.ts), so a restore takes either.
import { comparePositions, type LogPosition } from '@margdarshak/contracts/log';
import { delay } from '@margdarshak/projections/advisoryLock';
import type { EventStore } from '../../platform/eventStore/eventStore';
import type { PartWriter } from './partFile';

const pageSize = 1_000;

/** Writes the log up to its head; answers the head (undefined for an empty log). */
export async function writeLogThroughPort(
  store: Pick<EventStore, 'readAll' | 'headPosition'>,
  part: PartWriter,
  noted: (event: { streamName: string; type: string; id: string }) => void,
): Promise<LogPosition | undefined> {
  const head = await store.headPosition();
  if (!head) return undefined;
  let after: LogPosition | undefined;
  while (!after || comparePositions(after, head) < 0) {
    const page = (await store.readAll({ ...(after ? { after } : {}), maxCount: pageSize })).filter((event) => comparePositions(event.position, head) <= 0);
    const last = page.at(-1);
    if (!last) {
      await delay(50); // a writer older than the head is still open (a PostgreSQL log read through the port)
      continue;
    }
    const lines = page.map((event) => {
      noted(event);
      const metadata = event.hash === undefined ? event.metadata : { ...event.metadata, hash: event.hash };
      const { position, streamName, revision, id, type, data } = event;
      return `${JSON.stringify({ commit: String(position.commit), prepare: String(position.prepare), streamName, revision: String(revision), id, type, data, metadata, createdAt: event.metadata.at })}\n`;
    });
    await part.write(lines.join(''), lines.length);
    after = last.position;
  }
  return head;
}
