// Runs the signed-in pages' rows alone (`npx tsx bench/signedInPagesAlone.ts`, after `npm run build`): one embedded
// PostgreSQL and one product with the demo data, on BENCH_PORT (a free port unless given).
import { runAlone, withDemoProduct } from './alone';
import { benchSignedInPages } from './signedInPages';

await runAlone('pages', (run) => withDemoProduct(run, 'bench_pages', benchSignedInPages));
