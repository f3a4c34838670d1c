// `npm run audit -- <command>`: the audit on the command line, from the same code as /api/audit, on the product's data
// (the running embedded database, DATABASE_URL, EVENTSTORE_URL: openLog), so it can run while the product does.
//   booking <id> [--json]               a booking's timeline
//   payment <id> [--json]               a payment's history, by order, payment or refund id
//   reconcile --from D --to D [--json]  per-day reconciliation (exit 1 when anything differs)
//   export [--stream-prefix P] [--type T] [--from F] [--to T] [--actor A] [--correlation-id C] [--after POS]
//                                       the log as JSON Lines on stdout, streamed
//   verify                              hash chains, digests and read models (auditVerify.ts)
// Progress goes to stderr, as a bar only when stderr is a terminal.
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { Presets, SingleBar } from 'cli-progress';
import { auditExportQuery, reconciliationQuery } from '@margdarshak/contracts/api/audit';
import { createProcessMetrics } from '../platform/metrics/processMetrics';
import { createPaymentGateway } from '../platform/payments/createPaymentGateway';
import { createReadModelCache } from '../platform/readModelCache';
import { loadServerSecret } from '../platform/serverSecret';
import { ValidationError } from '../platform/http/errors';
import { parse } from '../platform/http/validation';
import { type AuditDeps, historyText, reconciliationText, exportLines, logFilterOf, reconcile, bookingTimeline, paymentTimeline } from '../modules/audit';
import { openLog } from './openLog';
import { runVerify } from './auditVerify';

/** The tamper-evidence check (auditVerify.ts) is wired here at merge; until then it says so. */

const usage = `Usage: npm run audit -- <command>
  booking <id> [--json]
  payment <order, payment or refund id> [--json]
  reconcile --from YYYY-MM-DD --to YYYY-MM-DD [--json]
  export [--stream-prefix P] [--type T] [--from F] [--to T] [--actor A] [--correlation-id C] [--after POSITION] > log.jsonl
  verify`;

const options = {
  json: { type: 'boolean' },
  from: { type: 'string' },
  to: { type: 'string' },
  'stream-prefix': { type: 'string' },
  type: { type: 'string' },
  actor: { type: 'string' },
  'correlation-id': { type: 'string' },
  after: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** A bar on stderr when it is a terminal; nothing otherwise (a pipe or a file gets no control characters). */
function progressBar(format: string) {
  if (!process.stderr.isTTY) return undefined;
  return new SingleBar({ format, stream: process.stderr, hideCursor: true, clearOnComplete: true }, Presets.shades_classic);
}

/** Writes to stdout as fast as it is read, no faster. */
async function write(text: string) {
  if (!process.stdout.write(text)) await once(process.stdout, 'drain');
}

async function withDeps<T>(run: (deps: AuditDeps, total: () => Promise<number | undefined>) => Promise<T>): Promise<T> {
  const { config, db, eventStore, close } = await openLog();
  try {
    const deps: AuditDeps = { db, eventStore, cache: createReadModelCache(), payments: createPaymentGateway(config, loadServerSecret(config), db, createProcessMetrics({ defaults: false })) };
    // PostgreSQL can say how long its log is; EventStoreDB's $all cannot cheaply.
    const total = async () => (config.EVENTSTORE_URL ? undefined : Number((await db('events').count<{ n: string }[]>({ n: '*' }))[0]?.n ?? 0));
    return await run(deps, total);
  } finally {
    await close();
  }
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'verify') return runVerify(rest);
  const { values, positionals } = parseArgs({ args: rest, options, allowPositionals: true });
  if (!command || values.help) {
    console.log(usage);
    return command ? 0 : 2;
  }
  switch (command) {
    case 'booking':
    case 'payment': {
      const [id] = positionals;
      if (!id) throw new UsageError(`${command} needs an id`);
      return withDeps(async (deps) => {
        const history = command === 'booking' ? await bookingTimeline(deps, id) : await paymentTimeline(deps, id);
        console.log(values.json ? JSON.stringify(history, null, 2) : historyText(`${command === 'booking' ? 'Booking' : 'Payment'} ${id}`, history.events));
        return 0;
      });
    }
    case 'reconcile': {
      const range = parse(reconciliationQuery, { from: values.from, to: values.to });
      return withDeps(async (deps) => {
        const bar = progressBar('asking the gateway {bar} {value}/{total}');
        bar?.start(0, 0);
        const report = await reconcile(deps, range, (done, total) => {
          bar?.setTotal(total);
          bar?.update(done);
        });
        bar?.stop();
        console.log(values.json ? JSON.stringify(report, null, 2) : reconciliationText(report));
        return report.differences.length === 0 ? 0 : 1;
      });
    }
    case 'export': {
      const query = parse(auditExportQuery, {
        streamPrefix: values['stream-prefix'],
        type: values.type,
        from: values.from,
        to: values.to,
        actor: values.actor,
        correlationId: values['correlation-id'],
        after: values.after,
      });
      const filter = logFilterOf(query);
      return withDeps(async (deps, total) => {
        const filtered = Object.keys(filter).length > 0 || query.after !== undefined;
        const bar = progressBar(filtered ? 'exporting {value} events' : 'exporting {bar} {value}/{total} events');
        bar?.start((filtered ? undefined : await total()) ?? 0, 0);
        let written = 0;
        const counted = (count: number) => {
          written += count;
          bar?.update(written);
        };
        for await (const lines of exportLines(deps, filter, query.after, counted)) await write(lines);
        bar?.stop();
        console.error(`${written.toLocaleString('en-IN')} events exported`);
        return 0;
      });
    }
    default:
      throw new UsageError(`Unknown command ${command}`);
  }
}

class UsageError extends Error {}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(error instanceof UsageError ? `${message}\n${usage}` : message);
  const badArguments = error instanceof UsageError || error instanceof ValidationError || String((error as { code?: unknown }).code).startsWith('ERR_PARSE_ARGS');
  process.exitCode = badArguments ? 2 : 1;
}
