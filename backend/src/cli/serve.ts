// The product's process: `tsx backend/src/cli/serve.ts --mode all|api|projector`, or built, `node backend/dist/serve.mjs
// --mode …` (production and the compose). An entry of its own rather than a check of process.argv inside main.ts: a
// bundle's import.meta.url is the bundle's, so such a check would fire in every bundle that imports main.ts.
import { type Mode, runUntilSignalled } from '../main';

function modeFromArgs(argv: string[]): Mode {
  const index = argv.indexOf('--mode');
  const value = index >= 0 ? argv[index + 1] : 'all';
  if (value === 'all' || value === 'api' || value === 'projector') return value;
  throw new Error(`Unknown --mode ${value}: use all, api or projector`);
}

await runUntilSignalled({ mode: modeFromArgs(process.argv) });
