// The short crash run of the "done when" list (the long one is `npm run crash`): the product is killed with SIGKILL at
// random moments during a mixed workload and restarted; within a minute every refund due is issued exactly once, no
// hour is held for a booking that does not stand on it, every claimed e-mail has its account, every captured payment
// is applied to one booking or refunded, every test is completed and released at most once, and no event is doubled.
// One more kill falls exactly between a mail's transport and its record: every mail the log calls for is then in the
// outbox once, and none twice.
import { describe, expect, it } from 'vitest';
import { runCrashScenario } from './scenario';

const seed = Number(process.env.CRASH_SEED ?? 20261123);

describe('the product killed mid-work', () => {
  it(`finishes every piece of work after its restarts (seed ${seed})`, { timeout: 300_000 }, async () => {
    const result = await runCrashScenario({ seed, kills: 3, mailKills: 1, students: 6, maxUptimeMs: 4_000, log: (line) => console.log(line) });
    const { counted } = result.findings;
    console.log(
      `crash scenario (seed ${result.seed}): ${result.workload.steps} requests, ${counted.bookings} bookings, ${counted.refundsDue} refunds due, ${counted.payments} payments, ${counted.testsCompleted} tests completed, ${counted.releases} released, ${counted.mails} mails (${counted.mailsOwed} owed by the log); consistent ${result.settledInMs} ms after the last restart; steps ${JSON.stringify(result.workload.byStep)}`,
    );
    expect(result.workload.serverErrors).toEqual([]);
    expect(result.findings.violations).toEqual([]);
    // It did real work: bookings paid and refunded, counsellors deleted.
    expect(result.findings.counted.bookings).toBeGreaterThan(10);
    expect(result.findings.counted.payments).toBeGreaterThan(5);
    expect(result.workload.byStep.cancel ?? 0).toBeGreaterThan(0);
    expect(result.workload.byStep['delete-counsellor'] ?? 0).toBeGreaterThan(0);
    expect(result.findings.counted.releases).toBeGreaterThan(0);
    // The mail kill fell with mails handed to the outbox and not yet recorded, and the log owed mails to check.
    expect(result.mailsHeldAtKills).toHaveLength(1);
    expect(result.mailsHeldAtKills[0]).toBeGreaterThan(0);
    expect(result.findings.counted.mailsOwed).toBeGreaterThan(10);
  });
});
