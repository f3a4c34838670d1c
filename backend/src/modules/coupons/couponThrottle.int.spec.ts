// Coupon validation is throttled per student: enough to try a few codes, too few to guess codes one after another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../platform/clock';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { COUPON_CHECKS } from './coupons.routes';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

let guess = 0;
const tryCode = (student: HttpClient) => student.post('/api/coupons/validate', { code: `GUESS${++guess}`, amount: 1999 });

describe('coupon validation limits', () => {
  it(`answers at most ${COUPON_CHECKS.max} validations per student in 10 minutes, even in parallel; another student is unaffected`, async () => {
    const guesser = await app.signUp('student');
    const responses = await Promise.all(Array.from({ length: COUPON_CHECKS.max + 10 }, () => tryCode(guesser)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(COUPON_CHECKS.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = responses.find((r) => r.status === 429);
    expect(await refused?.json()).toEqual({ error: 'You have tried many coupon codes in a short time. Please wait a few minutes and try again.' });
    expect(refused?.headers.get('retry-after')).toBe(String(COUPON_CHECKS.windowMs / 1000));

    const other = await app.signUp('student');
    await tryCode(other).expectStatus(404);

    clock.advance(COUPON_CHECKS.windowMs);
    await tryCode(guesser).expectStatus(404);
  });

  it('does not count a request it refuses as malformed', async () => {
    const student = await app.signUp('student');
    for (let i = 0; i < COUPON_CHECKS.max + 5; i++) await student.post('/api/coupons/validate', { code: '  ', amount: 1999 }).expectStatus(400);
    await tryCode(student).expectStatus(404);
  });
});
