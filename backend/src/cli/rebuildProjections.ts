// `npm run projections:rebuild [name|all]`: drops read models and replays the whole log into them, with a progress bar
// on stderr and an events/s figure per projection on stdout. Refuses (after 10 s) while a projector holds a projection.
import { Presets, SingleBar } from 'cli-progress';
import pino from 'pino';
import { projections } from '@margdarshak/projections/registry';
import { rebuildProjection, selectProjections } from '@margdarshak/projections/rebuild';
import { openLog } from './openLog';

let selected: ReturnType<typeof selectProjections>;
try {
  selected = selectProjections(projections, process.argv[2] ?? 'all');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}

const { config, db, eventStore, vault, close } = await openLog();
const logger = pino({ level: 'error' });
let exitCode = 0;
try {
  // The PostgreSQL log can say how long it is; EventStoreDB's $all cannot cheaply, so its bar counts without a total.
  const total = config.EVENTSTORE_URL ? undefined : Number((await db('events').count<{ n: string }[]>({ n: '*' }))[0]?.n ?? 0);
  for (const projection of selected) {
    const label = projection.name.padEnd(Math.max(...selected.map((p) => p.name.length)));
    const bar = new SingleBar(
      {
        format: total === undefined ? `${label} {value} events, {speed} events/s` : `${label} {bar} {percentage}% {value}/{total} events, {speed} events/s`,
        stream: process.stderr,
        hideCursor: true,
      },
      Presets.shades_classic,
    );
    const started = performance.now();
    const speed = (n: number) => Math.round(n / Math.max((performance.now() - started) / 1000, 0.001)).toLocaleString('en-IN');
    bar.start(total ?? 0, 0, { speed: '0' });
    try {
      const result = await rebuildProjection({
        db,
        log: eventStore,
        projection,
        context: { openPersonalData: vault.open },
        onProgress: (n) => bar.update(n, { speed: speed(n) }),
        logger,
      });
      bar.stop();
      const rate = Math.round(result.eventsPerSecond).toLocaleString('en-IN');
      console.log(`${projection.name}: ${result.events.toLocaleString('en-IN')} events replayed in ${result.seconds.toFixed(2)} s, ${rate} events/s`);
    } catch (error) {
      bar.stop();
      console.error(`${projection.name}: ${error instanceof Error ? error.message : String(error)}`);
      exitCode = 1;
      break;
    }
  }
} finally {
  await close();
}
process.exit(exitCode);
