// Writes .gz and .br beside every built text asset, once, at build time: the server then sends them as they are
// instead of compressing on each request (koa-static picks them by Accept-Encoding).
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const compressible = /\.(js|css|html|svg|json|txt|woff)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for await (const file of files(dist)) {
  if (!compressible.test(file)) continue;
  const bytes = await readFile(file);
  if (bytes.length < 1024) continue;
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`precompressed ${count} assets`);
