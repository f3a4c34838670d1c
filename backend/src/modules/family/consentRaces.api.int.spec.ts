// Issue 27, item 2, over HTTP: two answers racing on one consent link. A parent account is made only by a consent that
// wins, and two 'give' clicks never leave an account without the consent it was made for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentStatus, ParentChild } from '@margdarshak/contracts/api/family';
import { findUserByEmail } from '@margdarshak/projections/users/usersQueries';
import { fixedClock } from '../../platform/clock';
import { CHILD_PASSWORD, consentLinkTo, MINOR_DATE_OF_BIRTH, PARENT_PASSWORD } from '../../testing/family';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let n = 0;
const tag = () => `${++n}.${Date.now()}`;

beforeAll(async () => {
  app = await startTestApp({ clock });
});
afterAll(async () => app?.stop());

/** A minor signed up naming a parent with no account yet: the child, and the token mailed to the parent. */
async function childAsking(parentEmail: string): Promise<{ child: HttpClient; token: string }> {
  const child = app.client();
  await child
    .post('/api/register', { email: `racing.child.${tag()}@example.in`, password: CHILD_PASSWORD, role: 'student', name: 'Racing Child', dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail })
    .expectStatus(201);
  return { child, token: await consentLinkTo(app, parentEmail) };
}

describe('a consent and a refusal sent at the same moment', () => {
  it('a parent account is made only when the consent wins', async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 6; i++) {
      const parentEmail = `racing.parent.${tag()}@example.in`;
      const { token } = await childAsking(parentEmail);
      const [give, refuse] = await Promise.all([
        app.client().post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD }),
        app.client().post(`/api/consent/${token}`, { decision: 'refuse' }),
      ]);
      const account = await findUserByEmail(app.deps.db, parentEmail);
      if (give.status === 200) {
        expect(refuse.status).toBe(410);
        expect(account?.role).toBe('parent');
        outcomes.push('give');
      } else {
        expect([give.status, refuse.status]).toEqual([410, 200]);
        expect(account).toBeUndefined();
        outcomes.push('refuse');
      }
    }
    expect(outcomes).toHaveLength(6);
  });
});

describe('two consents sent at the same moment', () => {
  it('one wins and the other is told the link is in use: the account made is the one that consented', async () => {
    for (let i = 0; i < 6; i++) {
      const parentEmail = `twice.parent.${tag()}@example.in`;
      const { child, token } = await childAsking(parentEmail);
      const [a, b] = [app.client(), app.client()];
      const answers = await Promise.all([a, b].map((parent) => parent.post(`/api/consent/${token}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })));
      // At the same moment the loser is told the link is in use (409); on a loaded machine the second may arrive after
      // the first has finished, and is then told the link is used (410). Never two winners, never an error.
      const statuses = answers.map((answer) => answer.status).sort();
      expect([
        [200, 409],
        [200, 410],
      ]).toContainEqual(statuses);
      const loser = answers.find((answer) => answer.status === 409);
      if (loser) expect(await loser.json()).toEqual({ error: 'This link is being used in another window at this moment. Please wait a few minutes and try again.' });
      const winner = answers[0]?.status === 200 ? a : b;
      const account = await findUserByEmail(app.deps.db, parentEmail);
      expect(account?.role).toBe('parent');
      expect(await child.get('/api/me/consent').expectStatus(200).json<ConsentStatus>()).toMatchObject({ status: 'given', mayBook: true });
      expect((await winner.get('/api/parent/children').expectStatus(200).json<ParentChild[]>()).map((c) => c.consent)).toEqual(['given']);
    }
  });
});
