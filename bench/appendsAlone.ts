// Runs the appends row alone (`npx tsx bench/appendsAlone.ts`): one embedded PostgreSQL, appends against plain INSERTs in
// alternating rounds, as in the whole bench.
import { benchAppends } from './appends';
import { runAlone } from './alone';

await runAlone('appends', async (run) => benchAppends(await run.database('bench_appends')));
