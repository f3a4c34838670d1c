// Runs the GET /api/packages row alone (`npx tsx bench/packagesReadAlone.ts`, after `npm run build`): one embedded
// PostgreSQL and one product with the demo data, on BENCH_PORT (a free port unless given).
import { runAlone, withDemoProduct } from './alone';
import { benchPackagesRead } from './packagesRead';

await runAlone('packages', (run) => withDemoProduct(run, 'bench_packages', benchPackagesRead));
