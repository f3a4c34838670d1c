// The rating every counsellor read shows is made of the reviews the public sees: for any sequence of reviews (repeats
// refused), changes to them (refused once hidden or never given) and hides (repeats refused, unknown ones too), the card's ratingCount is the number of shown reviews and its
// rating their average to one decimal (the spec's 4.5 with none), through the real deciders, log and read models.
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageRating, type PublicReview } from '@margdarshak/contracts/api/reviews';
import type { CounsellorListItem } from '@margdarshak/contracts/api/shapes';
import { handleCommand } from '../../platform/commandHandler';
import { DomainError } from '../../platform/http/errors';
import { approvedCounsellor } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';
import { reviewStream } from './review';
import { decideReview } from './review.decider';
import { hideReview, reviewAggregate } from './reviews';

const SESSIONS = 4;
let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(async () => app?.stop());

type Action = { kind: 'review' | 'edit'; session: number; rating: number; comment: boolean } | { kind: 'hide'; session: number };
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constantFrom('review' as const, 'edit' as const), session: fc.nat(SESSIONS - 1), rating: fc.integer({ min: 1, max: 5 }), comment: fc.boolean() }),
  fc.record({ kind: fc.constant('hide' as const), session: fc.nat(SESSIONS - 1) }),
);

/** Runs a command, keeping only the refusals the rules make (a repeat, an unknown review). */
async function refusalsAllowed(run: () => Promise<unknown>): Promise<void> {
  try {
    await run();
  } catch (error) {
    if (!(error instanceof DomainError) || (error.status !== 409 && error.status !== 404)) throw error;
  }
}

describe('a counsellor’s rating', () => {
  it('equals the average and count of the reviews shown, after any sequence of reviews and hides', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { maxLength: 10 }), async (actions) => {
        const counsellorId = (await approvedCounsellor(app, admin)).userId;
        const sessions = Array.from({ length: SESSIONS }, () => ({ bookingId: randomUUID(), studentId: randomUUID(), counsellorId, phase: 'completed' as const }));
        /** The model: each session's first review, and whether it was hidden. */
        const model = new Map<number, { rating: number; hidden: boolean }>();
        for (const step of actions) {
          const session = sessions[step.session];
          if (!session) continue;
          if (step.kind === 'review' || step.kind === 'edit') {
            const given = model.get(step.session);
            await refusalsAllowed(async () => {
              const comment = step.comment ? await app.deps.vault.seal(session.studentId, 'Helpful') : null;
              const by = { id: session.studentId, role: 'student' as const };
              const command = (now: Date) =>
                step.kind === 'review'
                  ? { type: 'Submit' as const, booking: session, rating: step.rating, comment }
                  : { type: 'Edit' as const, booking: session, givenAt: given ? now.toISOString() : null, now, rating: step.rating, comment };
              await handleCommand(app.deps, reviewAggregate, reviewStream(session.bookingId), (state, now) => decideReview(command(now), state, by), {
                role: 'student',
                userId: session.studentId,
              });
            });
            if (step.kind === 'review' && !given) model.set(step.session, { rating: step.rating, hidden: false });
            if (step.kind === 'edit' && given && !given.hidden) given.rating = step.rating;
          } else {
            await refusalsAllowed(() => hideReview(app.deps, session.bookingId, 'Off topic', { id: 'admin', role: 'admin' }, { role: 'admin' }));
            const review = model.get(step.session);
            if (review) review.hidden = true;
          }
        }
        const card = await app.client().get(`/api/counsellors/${counsellorId}`).expectStatus(200).json<CounsellorListItem>();
        const shown = await app.client().get(`/api/counsellors/${counsellorId}/reviews?limit=100`).expectStatus(200).json<PublicReview[]>();
        const expected = [...model.values()].filter((r) => !r.hidden).map((r) => r.rating);
        expect(shown.map((r) => r.rating).sort()).toEqual(expected.sort());
        expect(card.ratingCount).toBe(shown.length);
        expect(card.rating).toBe(
          averageRating(
            shown.reduce((sum, r) => sum + r.rating, 0),
            shown.length,
          ) ?? 4.5,
        );
      }),
      { numRuns: 15 },
    );
  });
});
