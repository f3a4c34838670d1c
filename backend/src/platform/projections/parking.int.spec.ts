// One bad event never stops a read model: it is retried a few times, parked with its position and error, and the
// projection goes on; a database that is away is waited out instead, and never blamed on an event. After a fix, a
// replay asked of the running runner (or done by a rebuild) applies everything again.
import { describe, expect, it } from 'vitest';
import { readCheckpoints, requestReplay } from '@margdarshak/projections/checkpoints';
import { listParked } from '@margdarshak/projections/parked';
import type { Projection } from '@margdarshak/projections/projection';
import { rebuildProjection } from '@margdarshak/projections/rebuild';
import { appendCounted, counted, ledgerIds, ledgerProjection, ledgerStream, loggedIds, noPersonalData as context, projectionSuite, until } from '../../testing/testProjections';

describe('parking events a projection cannot apply', () => {
  const suite = projectionSuite();

  /** A ledger that fails on the events whose ids are in `poisoned` for as long as `fixed` is false. */
  function poisonable(name: string, prefix: string) {
    const poisoned = new Set<string>();
    const state = { fixed: false, attempts: 0 };
    const ledger = ledgerProjection(name, prefix, {
      beforeInsert(event) {
        if (!poisoned.has(event.id) || state.fixed) return;
        state.attempts++;
        throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
      },
    });
    return { ledger, poisoned, state };
  }

  const caughtUp = (name: string, position: { prepare: bigint }) => async () => (await readCheckpoints(suite.db, [name])).get(name)?.prepare === position.prepare;

  it('parks the one event it cannot apply after a few attempts, applies the ones around it, and records where and why', async () => {
    const { db, store, newRunner } = suite;
    const { ledger, poisoned, state } = poisonable('park_one', 'parkone');
    await appendCounted(store, 'parkone', 5);
    const poison = await store.appendToStream(ledgerStream('parkone'), [counted()]);
    const [bad] = await db('events')
      .where({ global_position: String(poison.position.prepare) })
      .pluck('event_id');
    poisoned.add(String(bad));
    const last = await appendCounted(store, 'parkone', 5);
    const runner = newRunner({ db, log: store, projections: [ledger], context, batchSize: 4, retryMs: 5, parkAfterAttempts: 3 });
    await runner.start();
    await until(caughtUp(ledger.name, last), 'the projection goes past the poison to the end of the log');

    const parked = await listParked(db, ledger.name);
    expect(parked).toEqual([
      expect.objectContaining({ eventId: bad, type: 'Counted', attempts: 3, error: expect.stringContaining('0x00'), position: `${poison.position.commit}/${poison.position.prepare}` }),
    ]);
    expect(state.attempts).toBe(4); // the batch it sat in, then three times alone
    const applied = await ledgerIds(db, ledger.name);
    expect(applied).toEqual((await loggedIds(db, 'parkone')).filter((id) => id !== bad));
  });

  it('waits out a database that is away instead of parking anything', async () => {
    const { db, store, newRunner } = suite;
    let unavailable = 3;
    const ledger = ledgerProjection('park_transient', 'parktransient', {
      beforeInsert() {
        if (unavailable-- > 0) throw Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
      },
    });
    const last = await appendCounted(store, 'parktransient', 6);
    const runner = newRunner({ db, log: store, projections: [ledger], context, retryMs: 5, parkAfterAttempts: 1 });
    await runner.start();
    await until(caughtUp(ledger.name, last), 'the projection catches up once the database answers');
    expect(await listParked(db, ledger.name)).toEqual([]);
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'parktransient'));
  });

  it('replays from the start when asked, after a fix, while it keeps running', async () => {
    const { db, store, newRunner } = suite;
    const { ledger, poisoned, state } = poisonable('park_replay', 'parkreplay');
    const first = await store.appendToStream(ledgerStream('parkreplay'), [counted(), counted()]);
    for (const id of await db('events').where('stream_name', 'like', 'parkreplay-%').pluck('event_id')) poisoned.add(String(id));
    const runner = newRunner({ db, log: store, projections: [ledger], context, retryMs: 5, parkAfterAttempts: 2, replayPollMs: 20 });
    await runner.start();
    await until(caughtUp(ledger.name, first.position), 'both events parked');
    expect(await listParked(db, ledger.name)).toHaveLength(2);
    expect(await ledgerIds(db, ledger.name)).toEqual([]);

    state.fixed = true;
    const more = await appendCounted(store, 'parkreplay', 3);
    await requestReplay(db, ledger.name);
    await until(async () => (await listParked(db, ledger.name)).length === 0 && (await ledgerIds(db, ledger.name)).length === 5, 'the replay applied every event');
    expect(await ledgerIds(db, ledger.name)).toEqual(await loggedIds(db, 'parkreplay'));
    await until(caughtUp(ledger.name, more), 'the checkpoint is back at the end of the log');
  });

  it('parks during a rebuild too, so a rebuild always finishes', async () => {
    const { db, store } = suite;
    const { ledger, poisoned } = poisonable('park_rebuild', 'parkrebuild');
    const poison = await store.appendToStream(ledgerStream('parkrebuild'), [counted()]);
    poisoned.add(
      String(
        (
          await db('events')
            .where({ global_position: String(poison.position.prepare) })
            .pluck('event_id')
        )[0],
      ),
    );
    await appendCounted(store, 'parkrebuild', 3);
    const projection: Projection = ledger;
    await projection.migrate(db);
    const result = await rebuildProjection({ db, log: store, projection, context, retryMs: 1, parkAfterAttempts: 2 });
    expect(result.events).toBeGreaterThan(0);
    expect(await listParked(db, ledger.name)).toHaveLength(1);
    expect(await ledgerIds(db, ledger.name)).toHaveLength(3);
  });
});
