// `npm run projections:replay-parked [name]`: after a fix, applies again the events projections parked. A parked event
// cannot be applied alone (the events after it were applied without it), so its projection is replayed from the start:
// by the running product when one holds the projection (asked through the checkpoints table), otherwise here. An event
// that still fails is parked again and reported.
import pino from 'pino';
import { comparePositions } from '@margdarshak/contracts/log';
import { createLockOwner, delay, projectionLockKey } from '@margdarshak/projections/advisoryLock';
import { readCheckpoints, readProgress, replaysRequested, requestReplay } from '@margdarshak/projections/checkpoints';
import { listParked, parkedCounts } from '@margdarshak/projections/parked';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import { processorStarts } from '../platform/processors/starts';
import { processors, runnerProjections } from '../processors';
import { openLog } from './openLog';

const which = process.argv[2];
const { db, eventStore, vault, close } = await openLog();
const all = runnerProjections(await processorStarts(db, eventStore, processors));
let exitCode = 0;
try {
  const counts = await parkedCounts(db);
  const selected = which ? all.filter((p) => p.name === which) : all.filter((p) => counts.has(p.name));
  if (which && selected.length === 0) throw new Error(`No projection named "${which}". Known: ${all.map((p) => p.name).join(', ')}`);
  if (selected.length === 0) console.log('No parked events: nothing to replay.');
  for (const projection of selected) {
    const { name } = projection;
    const before = counts.get(name) ?? 0;
    const owner = createLockOwner(db);
    const free = await owner.tryLock(projectionLockKey(name));
    await free?.release();
    await owner.close();
    if (free) {
      console.log(`${name}: no running product holds it; replaying the log here (${before} parked)…`);
      await rebuildProjection({ db, log: eventStore, projection, context: { openPersonalData: vault.open }, logger: pino({ level: 'error' }) });
    } else {
      const head = await eventStore.headPosition();
      console.log(`${name}: asking the running product to replay it from the start (${before} parked)…`);
      await requestReplay(db, name);
      await until(async () => (await replaysRequested(db, [name])).length === 0, 60_000, `${name}: the running product did not take the request within a minute; is its projector running?`);
      // Caught up once nothing it consumes lies between its checkpoint and the head as it was (its checkpoint only
      // moves with the events it consumes).
      const consumed = new Set(projection.eventTypes);
      await until(
        async () => {
          const at = (await readCheckpoints(db, [name])).get(name);
          if (!head || !at) return !head;
          if (comparePositions(at, head) >= 0) return true;
          const after = await eventStore.readAll({ after: at, maxCount: 10_000 });
          if (after.some((event) => consumed.has(event.type) && comparePositions(event.position, head) <= 0)) return false;
          const last = after.at(-1);
          return after.length < 10_000 || (last !== undefined && comparePositions(last.position, head) >= 0);
        },
        30 * 60_000,
        `${name}: the replay has not reached the end of the log in 30 minutes`,
      );
    }
    const still = await listParked(db, name);
    const failing = (await readProgress(db, [name])).get(name)?.failing;
    console.log(
      `${name}: replayed; ${still.length === 0 ? 'nothing is parked any more' : `${still.length} event(s) still fail and are parked again`}${failing ? ' (the projection is failing right now)' : ''}`,
    );
    for (const event of still) console.log(`  ${event.position} ${event.type} in ${event.streamName}: ${event.error.replace(/\s+/g, ' ').slice(0, 300)}`);
    if (still.length > 0) exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  exitCode = 2;
} finally {
  await close();
}
process.exit(exitCode);

async function until(check: () => Promise<boolean>, timeoutMs: number, failure: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(failure);
    await delay(200);
  }
}
