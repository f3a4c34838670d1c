// After the chat's stream failed: a refusal stops it with a line (no reconnecting for ever), an outage is tried again
// later and later, up to a minute apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterFailure, REOPEN_AFTER_MS, REOPEN_AT_MOST_MS, STOPPED_MESSAGE } from './streamFailure';

describe('after a failed chat stream', () => {
  it("stops on 429 with the server's own message", () => {
    const message = 'You have too many chats open at once. Close a tab or window with a chat, then try again.';
    expect(afterFailure({ status: 429, message }, 0)).toEqual({ stop: message });
    expect(afterFailure({ status: 429 }, 3)).toEqual({ stop: STOPPED_MESSAGE });
  });

  it('stops on every other refusal (4xx), whatever came before', () => {
    fc.assert(fc.property(fc.integer({ min: 400, max: 499 }), fc.nat(50), (status, failures) => 'stop' in afterFailure({ status }, failures)));
  });

  it("stops on any refusal (4xx) with the server's own line, and with ours when it sent none", () => {
    fc.assert(
      fc.property(fc.integer({ min: 400, max: 499 }), fc.string({ minLength: 1 }), fc.nat(50), (status, message, failures) => {
        expect(afterFailure({ status, message }, failures)).toEqual({ stop: message });
        expect(afterFailure({ status }, failures)).toEqual({ stop: STOPPED_MESSAGE });
      }),
    );
    expect(afterFailure({ status: 403, message: 'Only the session’s student and counsellor can use its chat' }, 0)).toEqual({
      stop: 'Only the session’s student and counsellor can use its chat',
    });
  });

  it('opens again soon when the stream answers again', () => {
    expect(afterFailure({ status: 200 }, 7)).toEqual({ reopenInMs: REOPEN_AFTER_MS });
  });

  it('tries an outage again, each wait at least as long as the one before and at most a minute', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constant('network' as const),
          fc.integer({ min: 500, max: 599 }).map((status) => ({ status })),
        ),
        fc.nat(60),
        (answer, failures) => {
          const now = afterFailure(answer, failures);
          const next = afterFailure(answer, failures + 1);
          if (!('reopenInMs' in now) || !('reopenInMs' in next)) return false;
          return now.reopenInMs >= REOPEN_AFTER_MS && now.reopenInMs <= next.reopenInMs && next.reopenInMs <= REOPEN_AT_MOST_MS;
        },
      ),
    );
    expect(afterFailure('network', 0)).toEqual({ reopenInMs: REOPEN_AFTER_MS });
    expect(afterFailure({ status: 503 }, 30)).toEqual({ reopenInMs: REOPEN_AT_MOST_MS });
  });
});
