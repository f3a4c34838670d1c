// `npm run audit -- verify [--no-read-models] [--dry-run] [--json]`: recomputes every hash chain and signed digest,
// rebuilds every read model into a scratch schema and compares it with the live one; prints what differs. Exit code 0
// when everything matches, 1 on any difference, 2 when it could not run. Usable while the product runs (openLog).
// The audit command's dispatcher (audit.ts) calls runVerify (`npm run audit -- verify`).
import { MultiBar, Presets, type SingleBar } from 'cli-progress';
import { projections } from '@margdarshak/projections/registry';
import { systemClock } from '../platform/clock';
import { createPostgresChainLog } from '../platform/eventStore/postgres/canonicalLog';
import { loadServerSecret } from '../platform/serverSecret';
import { verificationData, verifyLog, formatVerifyReport } from '../modules/audit';
import { openLog } from './openLog';

const usage = `Usage: npm run audit -- verify [--no-read-models] [--dry-run] [--json]
  --no-read-models  check the hash chains and signed digests only
  --dry-run         do not record the result in the log (audit-verifications), nor sign a digest after it
  --json            print the result as JSON instead of the report`;

export async function runVerify(argv: string[]): Promise<number> {
  const args = argv[0] === 'verify' ? argv.slice(1) : argv;
  const known = new Set(['--no-read-models', '--dry-run', '--json', '--help']);
  const unknown = args.filter((arg) => !known.has(arg));
  if (unknown.length > 0 || args.includes('--help')) {
    (unknown.length > 0 ? console.error : console.log)(unknown.length > 0 ? `Unknown option ${unknown.join(' ')}\n${usage}` : usage);
    return unknown.length > 0 ? 2 : 0;
  }
  let log: Awaited<ReturnType<typeof openLog>>;
  try {
    log = await openLog();
  } catch (error) {
    console.error(`Could not open the log: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  const { config, db, eventStore } = log;
  // The PostgreSQL log is checked from its stored text (no parsing); EventStoreDB's through the event store.
  const connection = (db.client.config as { connection?: unknown }).connection;
  const chainLog = !config.EVENTSTORE_URL && typeof connection === 'string' ? createPostgresChainLog(connection) : undefined;
  const close = async () => {
    await chainLog?.close();
    await log.close();
  };
  const bars = process.stderr.isTTY
    ? new MultiBar({ stream: process.stderr, hideCursor: true, clearOnComplete: false, format: '{phase} {bar} {value}/{total} events' }, Presets.shades_classic)
    : undefined;
  try {
    // The PostgreSQL log can say how long it is; EventStoreDB's $all cannot cheaply, so the bar then grows as it goes.
    const total = config.EVENTSTORE_URL ? 0 : Number((await db('events').count<{ n: string }[]>({ n: '*' }))[0]?.n ?? 0);
    const phases = new Map<string, SingleBar>();
    const report = await verifyLog(
      { db, eventStore, clock: systemClock, serverSecret: loadServerSecret(config), config, projections, ...(chainLog ? { chainLog } : {}) },
      {
        readModels: !args.includes('--no-read-models'),
        record: !args.includes('--dry-run'),
        onProgress: (phase, read) => {
          if (!bars) return;
          let bar = phases.get(phase);
          if (!bar) {
            bar = bars.create(total, 0, { phase: phase.padEnd(11) });
            phases.set(phase, bar);
          }
          if (read > bar.getTotal()) bar.setTotal(read);
          bar.update(read);
        },
      },
    );
    bars?.stop();
    console.log(args.includes('--json') ? JSON.stringify(verificationData(report), null, 2) : formatVerifyReport(report));
    return report.ok ? 0 : 1;
  } catch (error) {
    bars?.stop();
    console.error(`Verification could not run: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 2;
  } finally {
    await close();
  }
}
