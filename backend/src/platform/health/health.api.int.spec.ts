// GET /api/health/live and /api/health/ready with the database up; the outage itself is in databaseOutage.int.spec.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatPosition } from '@margdarshak/contracts/log';
import { checkpointsTable } from '@margdarshak/projections/checkpoints';
import { runnerProjections } from '../../processors';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { checkReadiness } from './readiness';
import { present } from '../../testing/present';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app.stop();
});

describe('GET /api/health/live', () => {
  it('answers 200 that nobody may cache', async () => {
    const response = await app.client().get('/api/health/live').expectStatus(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/health/ready', () => {
  it('answers 200 with every read model, none behind once a command has been answered', async () => {
    await app.signUp('student');
    const response = await app.client().get('/api/health/ready').expectStatus(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ready',
      database: 'ok',
      projections: runnerProjections().map((projection) => ({ name: projection.name, checkpoint: expect.stringMatching(/^\d+\/\d+$/), lag: 0, lagCapped: false, failing: false, parked: 0 })),
      jobs: expect.objectContaining({ failing: 0 }),
    });
  });
});

describe('a read model behind the log', () => {
  it('is as far behind as the events after its checkpoint, counted up to the cap', async () => {
    await app.signUp('student');
    const log = await app.deps.eventStore.readAll({ maxCount: 100_000 });
    expect(log.length).toBeGreaterThan(3);
    const checkpoint = present(log[1], 'log[1]').position;
    await app.deps.db(checkpointsTable).insert({ name: 'behind', commit: String(checkpoint.commit), prepare: String(checkpoint.prepare) });
    const everything = [...new Set(log.map((event) => event.type))];
    const sources = { db: app.deps.db, eventStore: app.deps.eventStore, projections: ['behind', 'never-started'].map((name) => ({ name, eventTypes: everything })), now: new Date() };

    const counted = await checkReadiness(sources);
    expect(counted.projections).toEqual([
      { name: 'behind', checkpoint: formatPosition(checkpoint), lag: log.length - 2, lagCapped: false, failing: false, parked: 0 },
      { name: 'never-started', checkpoint: '0/0', lag: log.length, lagCapped: false, failing: false, parked: 0 },
    ]);

    const capped = await checkReadiness({ ...sources, lagCap: 2 });
    expect(capped.projections.map(({ lag, lagCapped }) => ({ lag, lagCapped }))).toEqual([
      { lag: 2, lagCapped: true },
      { lag: 2, lagCapped: true },
    ]);
  });
});
