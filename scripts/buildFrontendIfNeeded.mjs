// Build the frontend (the browser's bundle and the server's render of the landing and content pages) when a build is
// missing or older than what it is built from. `npm install` runs it so a fresh clone is runnable; the browser tests run it
// so they always test today's code, without building twice in a row (CI's install has just built it).
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';

const at = (file) => new URL(`../${file}`, import.meta.url);
const outputs = ['frontend/dist/index.html', 'frontend/dist-ssr/entry-server.js'];
// The newest source time the last build here saw (the build leaves unchanged files with their old times, so the outputs'
// own times say nothing).
const stamp = 'frontend/dist/.sources-mtime';
const inputs = ['frontend/src', 'frontend/public', 'frontend/scripts', 'frontend/index.html', 'frontend/vite.config.ts', 'frontend/package.json', 'contracts/src'];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(file) {
  if (!existsSync(at(file))) return 0;
  const stat = statSync(at(file));
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(at(file)).reduce((latest, name) => Math.max(latest, newest(`${file}/${name}`)), stat.mtimeMs);
}

if (existsSync(at('frontend/index.html'))) {
  const changedAt = Math.max(...inputs.map(newest));
  const builtFrom = existsSync(at(stamp)) ? Number(readFileSync(at(stamp), 'utf8')) : 0;
  if (outputs.every((file) => existsSync(at(file))) && changedAt <= builtFrom) {
    console.log('The frontend build is as new as its sources: not building it again.');
  } else {
    execSync('npm run build -w frontend', { stdio: 'inherit' });
    writeFileSync(at(stamp), String(changedAt));
  }
}
