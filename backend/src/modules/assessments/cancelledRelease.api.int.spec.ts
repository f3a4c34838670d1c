// A cancelled session's results (issue 30): the counsellor's list marks them, and neither a test's release nor the
// comprehensive report's is taken (409), while the same counsellor still releases a session that stands.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personalityTestPaths, type CounsellorTestRecord } from '@margdarshak/contracts/api/personalityTests';
import type { ItemsResponse } from '@margdarshak/contracts/assessments/tests';
import { fixedClock } from '../../platform/clock';
import { bookingScene, paidBooking } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import type { TestApp } from '../../testing/testApp';
import { testIdOf } from './test';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z')); // the 25th is the first bookable day
let app: TestApp;
let counsellor: HttpClient & { userId: string };
let student: HttpClient & { userId: string };
let answers: Record<string, number>;
let kept: string;
let cancelled: string;

beforeAll(async () => {
  const scene = await bookingScene({ clock });
  ({ app, counsellor } = scene);
  const { pkg } = scene;
  const items = (await app.client().get('/api/assessments/riasec/items').expectStatus(200).json<ItemsResponse>()).items;
  answers = Object.fromEntries(items.map((item, i) => [item.id, (i % 5) + 1]));
  student = await app.signUp('student');
  kept = (await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-25' })).id;
  cancelled = (await paidBooking(student, { counsellorId: counsellor.userId, packageId: pkg.id, price: pkg.price, date: '2026-11-27' })).id;
  for (const bookingId of [kept, cancelled]) await student.post(personalityTestPaths.submit(bookingId), { testType: 'riasec', answers }).expectStatus(201);
  await student.post(`/api/bookings/${cancelled}/cancel`, {}).expectStatus(200);
});
afterAll(async () => app?.stop());

describe('the results of a cancelled session', () => {
  it('are marked as such in the counsellor’s list', async () => {
    const list = await counsellor.get(personalityTestPaths.counsellorList).expectStatus(200).json<CounsellorTestRecord[]>();
    expect(Object.fromEntries(list.map((r) => [r.bookingId, r.bookingCancelled]))).toEqual({ [kept]: false, [cancelled]: true });
  });

  it('cannot be released (409), by the counsellor or an admin, while the session that stands can', async () => {
    const refused = await counsellor
      .put(personalityTestPaths.release(testIdOf(cancelled, 'riasec')), { counsellorNotes: 'Well done' })
      .expectStatus(409)
      .json<{ error: string }>();
    expect(refused.error).toBe('This session was cancelled, so its results cannot be released');
    await (await app.admin()).put(personalityTestPaths.release(testIdOf(cancelled, 'riasec')), {}).expectStatus(409);
    const comprehensive = await counsellor.post(personalityTestPaths.releaseComprehensive(cancelled), {}).expectStatus(409).json<{ error: string }>();
    expect(comprehensive.error).toBe('This session was cancelled, so its results cannot be released');
    await counsellor.put(personalityTestPaths.release(testIdOf(kept, 'riasec')), { counsellorNotes: 'Well done' }).expectStatus(200);
  });
});
