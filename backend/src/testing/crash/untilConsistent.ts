// After the last restart, the invariants (invariants.ts) are checked again every second until they all hold or a minute
// has passed since `restartedAt`: the restarted processes finish the work the kills interrupted in their own time.
import type { Knex } from 'knex';
import { checkInvariants, type Findings } from './invariants';

export async function untilConsistent(db: Knex, outboxDir: string, restartedAt: number, log: (line: string) => void): Promise<{ findings: Findings; settledInMs: number }> {
  let findings = await checkInvariants(db, new Date(), outboxDir);
  let lastLogged = '';
  while (findings.violations.length > 0 && Date.now() - restartedAt < 60_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    findings = await checkInvariants(db, new Date(), outboxDir);
    const open = `not yet consistent: ${findings.violations.length} open, e.g. ${findings.violations[0]}`;
    if (findings.violations.length > 0 && open !== lastLogged) {
      lastLogged = open;
      log(open);
    }
  }
  return { findings, settledInMs: Date.now() - restartedAt };
}
