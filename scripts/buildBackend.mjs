// The backend (with the contracts and projections it imports) built to JavaScript for production: `node
// backend/dist/serve.mjs --mode api|projector|all`, and the operator's tools beside it. One ES module per entry, bundled
// from our own TypeScript; packages from npm stay imports resolved from node_modules at run time (native modules, fonts
// and the PDF library's data files are found where npm put them). Every output sits in backend/dist, at the depth of
// backend/src, so paths the code builds from import.meta.url (the frontend's build, the PDF worker) hold in both.
import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';

const entryPoints = {
  serve: 'backend/src/cli/serve.ts',
  // `npm start`'s process (with the demo data), for the tests that start and kill the product as a process.
  start: 'seeds/src/start.ts',
  // The PDF threads' entry: pdfRenderer.ts loads ./pdfWorker.mjs beside itself, a tsx loader in source and this in a build.
  pdfWorker: 'backend/src/modules/reports/pdfWorker.ts',
  audit: 'backend/src/cli/audit.ts',
  backup: 'backend/src/cli/backup.ts',
  restore: 'backend/src/cli/restore.ts',
  rebuildProjections: 'backend/src/cli/rebuildProjections.ts',
  replayParked: 'backend/src/cli/replayParked.ts',
};

/** Our workspaces are bundled (their package.json points at TypeScript); everything else comes from node_modules. */
const packagesFromNodeModules = {
  name: 'packages-from-node-modules',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@margdarshak/') ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
const result = await build({
  entryPoints,
  outdir: 'backend/dist',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces in logs name our functions.
  keepNames: true,
  plugins: [packagesFromNodeModules],
  logLevel: 'warning',
  metafile: true,
});
// What each output imports, for the check that production needs no development package (serve.int.spec.ts).
writeFileSync('backend/dist/meta.json', JSON.stringify(result.metafile));
const outputs = Object.entries(result.metafile.outputs).filter(([file]) => file.endsWith('.mjs'));
const size = outputs.reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(`Backend built to backend/dist: ${outputs.length} entries, ${(size / 1024).toFixed(0)} KB, in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
