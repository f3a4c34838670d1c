import { randomUUID } from 'node:crypto';
import knex, { type Knex } from 'knex';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../testing/testDatabase';
import { fixedClock } from '../clock';
import { listenForChanges, type ChangeNotices } from '../db/changeNotices';
import { ABSOLUTE_LIFETIME_MS, createSessionStore, migrateSessions, sessionsEndedChannel, type SessionStore } from './sessionStore';

const hour = 3_600_000;
const start = new Date('2026-11-23T10:00:00.000Z');

let url: string;
let db: Knex;
beforeAll(async () => {
  url = await createTestDatabase();
  db = knex({ client: 'pg', connection: url, pool: { min: 0, max: 4 } });
  await migrateSessions(db);
});
afterAll(() => db.destroy());

const session = (userId: string, loginAt = start.getTime()) => ({ userId, role: 'student' as const, loginAt, seenAt: loginAt, remember: false });

async function eventually(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`never happened: ${what}`);
}

describe('the session store', () => {
  it('answers from memory only until the session expires, and then sees an extension another process wrote', async () => {
    const clock = fixedClock(start);
    const here = createSessionStore({ db, clock });
    const elsewhere = createSessionStore({ db, clock });
    const id = randomUUID();
    await here.set(id, session('u1'), new Date(start.getTime() + 2 * hour));
    expect(await here.get(id)).toMatchObject({ userId: 'u1' });

    clock.advance(2 * hour);
    expect(await here.get(id)).toBeUndefined();

    await elsewhere.set(id, { ...session('u1'), seenAt: clock.now().getTime() }, new Date(clock.now().getTime() + 2 * hour));
    expect(await here.get(id)).toMatchObject({ userId: 'u1', seenAt: clock.now().getTime() });
  });

  it('ends a sign-in after its absolute lifetime, however active', async () => {
    const clock = fixedClock(start);
    const store = createSessionStore({ db, clock });
    const id = randomUUID();
    await store.set(id, session('u2'), new Date(start.getTime() + ABSOLUTE_LIFETIME_MS + hour));
    clock.advance(ABSOLUTE_LIFETIME_MS - 1);
    expect(await store.get(id)).toBeDefined();
    clock.advance(2);
    expect(await store.get(id)).toBeUndefined();
  });

  it('does not keep a session read while it was ended', async () => {
    const store = createSessionStore({ db, clock: fixedClock(start) });
    for (let i = 0; i < 20; i++) {
      const id = randomUUID();
      await createSessionStore({ db, clock: fixedClock(start) }).set(id, session(`u3-${i}`), new Date(start.getTime() + hour));
      const reading = store.get(id);
      await store.destroy(id);
      await reading;
      expect(await store.get(id)).toBeUndefined();
    }
  });

  describe('with two API processes', () => {
    let here: SessionStore;
    let elsewhere: SessionStore;
    let notices: ChangeNotices;
    beforeAll(async () => {
      const clock = fixedClock(start);
      here = createSessionStore({ db, clock });
      elsewhere = createSessionStore({ db, clock });
      notices = await listenForChanges({ connectionString: url, channels: { [sessionsEndedChannel]: (notice) => here.ended(notice) }, logger: pino({ level: 'silent' }) });
    });
    afterAll(() => notices.stop());

    it('drops the copy of a session signed out in the other process', async () => {
      const id = randomUUID();
      await elsewhere.set(id, session('u4'), new Date(start.getTime() + hour));
      expect(await here.get(id)).toMatchObject({ userId: 'u4' });
      await elsewhere.destroy(id);
      await eventually(async () => (await here.get(id)) === undefined, 'the signed-out session dropped');
    });

    it('drops every copy of a user whose sessions the other process ended, and no one else’s', async () => {
      const [first, second, someoneElse] = [randomUUID(), randomUUID(), randomUUID()];
      for (const [id, userId] of [
        [first, 'u5'],
        [second, 'u5'],
        [someoneElse, 'u6'],
      ] as const) {
        await elsewhere.set(id, session(userId), new Date(start.getTime() + hour));
        expect(await here.get(id)).toMatchObject({ userId });
      }
      await elsewhere.endAllOf('u5');
      await eventually(async () => (await here.get(first)) === undefined && (await here.get(second)) === undefined, 'both sessions of u5 dropped');
      expect(await here.get(someoneElse)).toMatchObject({ userId: 'u6' });
    });
  });
});
