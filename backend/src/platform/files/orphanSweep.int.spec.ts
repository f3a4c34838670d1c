// The orphan sweep over an S3-compatible store, moved by the test's clock: a file saved with no event naming it (what a
// crash between the save and the append leaves) goes once it has stayed unreferenced for the grace period; every file
// an event named (a counsellor's documents and pending change, a student's photo, a session's document) stays, even one
// named only after a sweep noted it; and nothing goes while a read model that names files has parked an event.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { parkedEventsTable } from '@margdarshak/projections/parked';
import { fixedClock } from '../clock';
import { jobsTable } from '../processors/jobs';
import { fileScene, storedFileIds } from '../../testing/fileScene';
import { tinyPdf, tinyPng } from '../../testing/fixtures';
import { startS3Server, type S3Server } from '../../testing/s3Server';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { orphanGraceMs, orphanSweepProcessorName, scheduleOrphanSweep, sweepOrphanFiles } from './orphanSweep.processor';

const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let s3: S3Server;
let app: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  app = await startTestApp({ clock, env: s3.env('sweep-files') });
});
afterAll(async () => {
  await app?.stop();
  await s3?.close();
});

const stored = () => storedFileIds(app);

const at = (ms: number) => clock.set(new Date(start.getTime() + ms));
let bookingId = '';

it('removes a file no event names once it has stayed unreferenced for the grace period, and never a named one', async () => {
  ({ bookingId } = await fileScene(app, start));
  const named = await stored();
  // 3 documents, the pending certificate, the student's photo and the session's document.
  expect(named).toHaveLength(6);
  const orphan = await app.deps.files.save(tinyPdf, 'pdf');
  await scheduleOrphanSweep(app.deps.db, clock);

  // The first sweep to find it only notes it: its event may be on its way.
  expect(await sweepOrphanFiles(app.deps)).toBe(0);
  // Inside the grace period it stays.
  at(orphanGraceMs - 60_000);
  expect(await sweepOrphanFiles(app.deps)).toBe(0);
  expect(await stored()).toEqual([...named, orphan.id].sort());

  // The scheduled sweep, an hour after the start, finds it unreferenced for longer than the grace period.
  at(orphanGraceMs + 10 * 60_000);
  await app.runDueJobs();
  expect(await app.deps.files.read(orphan.id)).toBeUndefined();
  expect(await stored()).toEqual(named);
  // ...and leaves the next sweep in the schedule.
  const pending = await app.deps.db(jobsTable).where({ processor: orphanSweepProcessorName }).whereNull('done_at').select('due_at');
  expect(pending.map((job: { due_at: Date }) => job.due_at.toISOString())).toEqual([new Date(start.getTime() + 2 * orphanGraceMs).toISOString()]);
  // The tests below sweep by themselves: the schedule, run by the job worker as the clock moves, would sweep between their steps.
  await app.deps.db(jobsTable).where({ processor: orphanSweepProcessorName }).whereNull('done_at').delete();
});

it('keeps a file a read model names after a sweep noted it (its event was appended as the sweep ran)', async () => {
  const late = await app.deps.files.save(tinyPng, 'png');
  expect(await sweepOrphanFiles(app.deps)).toBe(0);
  // A second shared document's event, applied after the sweep listed its file.
  const document = { id: randomUUID(), name: 'late.png', fileId: late.id, sharedAt: clock.now().toISOString() };
  await app.deps
    .db('session_records')
    .where({ id: bookingId })
    .update({ documents: app.deps.db.raw('documents || ?::jsonb', [JSON.stringify([document])]) });
  at(4 * orphanGraceMs);
  expect(await sweepOrphanFiles(app.deps)).toBe(0);
  expect(await app.deps.files.read(late.id)).toEqual(tinyPng);
});

it('removes nothing while a read model that names files has parked an event (it may not name every file)', async () => {
  const orphan = await app.deps.files.save(tinyPdf, 'pdf');
  const parked = {
    projection: 'counsellors',
    event_id: randomUUID(),
    commit: '1',
    prepare: '1',
    stream_name: 'counsellor-x',
    stream_revision: '0',
    type: 'CounsellorProfileSubmitted',
    error: 'test',
    attempts: 5,
  };
  await app.deps.db(parkedEventsTable).insert(parked);
  expect(await sweepOrphanFiles(app.deps)).toBeUndefined();
  at(6 * orphanGraceMs);
  expect(await sweepOrphanFiles(app.deps)).toBeUndefined();
  expect(await app.deps.files.read(orphan.id)).toEqual(tinyPdf);

  await app.deps.db(parkedEventsTable).where({ event_id: parked.event_id }).delete();
  expect(await sweepOrphanFiles(app.deps)).toBe(0);
  at(8 * orphanGraceMs);
  expect(await sweepOrphanFiles(app.deps)).toBe(1);
  expect(await app.deps.files.read(orphan.id)).toBeUndefined();
});
