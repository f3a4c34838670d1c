// A session's record after the session (issue 30, item 4): its counsellor writes notes, the summary and documents until
// 7 days after the session's end, with the clock moved, never waited for; after that every change is 409 with nothing
// stored or appended, except taking a shared document back.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudentBooking } from '@margdarshak/contracts/api/bookings';
import { counsellorSessionPaths as paths, type CounsellorSession, type SharedDocument } from '@margdarshak/contracts/api/counsellorWorkspace';
import { recordOpenUntil } from '@margdarshak/contracts/schedule/sessionLife';
import { fixedClock } from '../../platform/clock';
import { tinyPdf } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { liveSessionScene, type LiveSessionScene } from '../../testing/liveSessionScene';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { RECORD_CLOSED_MESSAGE } from './sessionRecord.decider';

const start = new Date('2026-11-23T06:00:00Z');
const clock = fixedClock(start);
let app: TestApp;
let scene: LiveSessionScene;

beforeAll(async () => {
  app = await startTestApp({ clock });
  scene = await liveSessionScene(app, clock, start);
});
afterAll(async () => app?.stop());

function upload(client: HttpClient, bookingId: string) {
  const form = new FormData();
  form.append('document', new Blob([new Uint8Array(tinyPdf)]), 'plan.pdf');
  return fetch(app.url + paths.documents(bookingId), { method: 'POST', body: form, headers: { Cookie: client.cookieHeader() } });
}

const uploads = async () => (await readdir(path.join(app.deps.config.dataDir, 'uploads')).catch(() => [] as string[])).sort();
const sessionEvents = async (bookingId: string) => (await app.deps.eventStore.readStream(`session-${bookingId}`)).length;

describe('the record’s writing window', () => {
  it('stays open to the last instant of the 7th day after the session’s end, and closes to everything but a withdrawal after it', async () => {
    const { id: bookingId } = await scene.book(3);
    const { counsellor, student } = scene;
    const page = await counsellor.get(paths.session(bookingId)).expectStatus(200).json<CounsellorSession>();
    const until = recordOpenUntil(page.booking.sessionDate);
    expect(page.recordOpenUntil).toBe(until.toISOString());

    // The last instant: the session has completed itself, and everything can still be written.
    await scene.timeIs(until.getTime());
    await counsellor.put(paths.notes(bookingId), { notes: 'Leans to design; talk to parents' }).expectStatus(200);
    const written = await counsellor.put(paths.summary(bookingId), { summary: 'Try the design foundation course' }).expectStatus(200).json<CounsellorSession>();
    expect(written.booking.status).toBe('completed');
    const shared = (await (await upload(counsellor, bookingId)).json()) as SharedDocument;
    expect(shared.name).toBe('plan.pdf');

    // A millisecond later: the counsellor and an admin are refused every change, and nothing is stored or appended.
    await scene.timeIs(until.getTime() + 1);
    const events = await sessionEvents(bookingId);
    const files = await uploads();
    for (const writer of [counsellor, scene.admin]) {
      const refused = await writer.put(paths.summary(bookingId), { summary: 'Too late' }).expectStatus(409).json<{ error: string }>();
      expect(refused.error).toBe(RECORD_CLOSED_MESSAGE);
      const document = await upload(writer, bookingId);
      expect(document.status).toBe(409);
    }
    await counsellor.put(paths.notes(bookingId), { notes: 'Too late' }).expectStatus(409);
    expect(await sessionEvents(bookingId)).toBe(events);
    expect(await uploads()).toEqual(files);

    // What was written stays: the notes for the counsellor, the summary for the student.
    const closed = await counsellor.get(paths.session(bookingId)).expectStatus(200).json<CounsellorSession>();
    expect([closed.notes, closed.summary]).toEqual(['Leans to design; talk to parents', 'Try the design foundation course']);
    const mine = (await student.get(`/api/students/${student.userId}/bookings`).expectStatus(200).json<StudentBooking[]>()).find((b) => b.id === bookingId);
    expect(mine?.sessionSummary).toBe('Try the design foundation course');

    // A document shared by mistake can still be taken back.
    await counsellor.delete(`${paths.documents(bookingId)}/${shared.id}`).expectStatus(200);
    expect(await sessionEvents(bookingId)).toBe(events + 1);
  });
});
