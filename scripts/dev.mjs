// `npm run dev`: the API (restarted on change, with the demo data) and the Vite dev server with hot reload, together.
// Open http://localhost:5173; Vite proxies /api to the API on PORT (default 3000).
import { spawn } from 'node:child_process';

const children = [spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'seeds/src/start.ts'], { stdio: 'inherit' }), spawn('npm', ['run', 'dev', '-w', 'frontend'], { stdio: 'inherit' })];
const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
