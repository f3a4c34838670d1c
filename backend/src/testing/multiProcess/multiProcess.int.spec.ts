// The "done when" of issue 32's item 2, kept short for CI (the long run: `npm run multiproc`): the product as production
// runs it (two API processes and a projector on the built backend, behind a front door with the Caddyfile's rules) keeps
// every promise while one API process and then the projector are killed under a mixed workload.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NO_LIVE_UPSTREAM, UPSTREAM_DIED } from '../frontDoor';
import { createTestDatabase } from '../testDatabase';
import { runMultiProcessScenario } from './multiProcessScenario';
import { summary } from './summary';

const seed = Number(process.env.MULTIPROC_SEED ?? 20261129);
// CI's short run; `npm run multiproc` sets longer phases and more students.
const students = Number(process.env.MULTIPROC_STUDENTS ?? 4);
const phaseMs = Number(process.env.MULTIPROC_PHASE_MS ?? 3_000);

describe('two API processes and a projector behind one door', () => {
  it(`lose nothing and do nothing twice while one of each is killed (seed ${seed})`, { timeout: 240_000 + 4 * phaseMs }, async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'margdarshak-multiproc-'));
    try {
      const result = await runMultiProcessScenario({ databaseUrl: await createTestDatabase(), dataDir, seed, students, phaseMs, log: (line) => console.log(line) });
      console.log(summary(result));
      // Nothing lost or done twice, and real work was done (bookings paid, tests taken).
      expect(result.findings.violations).toEqual([]);
      expect(result.findings.counted.bookings).toBeGreaterThan(5);
      expect(result.findings.counted.payments).toBeGreaterThan(3);
      // No product process answered 5xx: the only 5xx are the door's own, for requests under way when a process died.
      expect(result.workload.serverErrors.filter((error) => !error.endsWith(UPSTREAM_DIED) && !error.endsWith(NO_LIVE_UPSTREAM))).toEqual([]);
      expect(result.chat.serverErrors).toEqual([]);
      // Both processes served the workload.
      for (const url of result.apiUrls) expect(result.door.answeredBy[url]).toBeGreaterThan(10);
      // The student's stream, pinned to the killed process, resumed on the other; neither stream lost or doubled a message.
      const [student, counsellor] = result.chat.streams;
      expect(student?.openedOn.slice(0, 2)).toEqual(result.apiUrls);
      expect(counsellor?.openedOn[0]).toBe(result.apiUrls[1]);
      expect(result.chat.messages).toBeGreaterThan(4);
      for (const stream of result.chat.streams)
        expect({ ...stream, openedOn: [] }).toEqual({ party: stream.party, openedOn: [], received: result.chat.messages, lost: [], doubled: [], outOfOrder: false });
      expect(result.chat.acknowledgedMissing).toEqual([]);
      // A session made on the first process (before it was killed) works on the second; the throttle counts across both.
      expect(result.checks.session).toEqual({ status: 200, sameUser: true });
      expect(result.checks.wrongPasswords.statuses).toEqual([401, 401, 401, 401, 401, 429]);
      expect(result.checks.invoice).toEqual({ status: 200, contentType: 'application/pdf', startsAsPdf: true });
      expect(result.auditVerify.exitCode, result.auditVerify.output).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
