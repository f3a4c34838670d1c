// `npm run crash -- [--kills 20] [--mail-kills 3] [--seed 42] [--students 8] [--uptime 4000]`: the long crash run. The
// product is killed with SIGKILL at random moments of a mixed workload, and as many times more exactly between a mail's
// transport and its record, restarted on the same data folder each time, then checked (backend/src/testing/crash).
// Prints the seed, so a failing run can be run again exactly.
import { parseArgs } from 'node:util';
import { runCrashScenario } from './scenario';

const { values } = parseArgs({
  options: {
    kills: { type: 'string', default: '20' },
    'mail-kills': { type: 'string', default: '3' },
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    students: { type: 'string', default: '8' },
    uptime: { type: 'string', default: '4000' },
  },
});
const started = Date.now();
const result = await runCrashScenario({
  seed: Number(values.seed),
  kills: Number(values.kills),
  mailKills: Number(values['mail-kills']),
  students: Number(values.students),
  maxUptimeMs: Number(values.uptime),
  log: (line) => console.log(line),
});
console.log(JSON.stringify({ ...result, minutes: Number(((Date.now() - started) / 60_000).toFixed(1)) }, null, 2));
const failed = result.findings.violations.length > 0 || result.workload.serverErrors.length > 0;
console.log(failed ? `FAILED (seed ${result.seed})` : `passed: seed ${result.seed}, ${result.kills} kills, consistent ${result.settledInMs} ms after the last restart`);
process.exit(failed ? 1 : 0);
