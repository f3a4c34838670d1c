// `npm install` leaves a runnable product: build the frontend (the browser's bundle and the server's render of the
// landing and content pages) once if either is missing.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const built = ['../frontend/dist/index.html', '../frontend/dist-ssr/entry-server.js'].every((file) => existsSync(new URL(file, import.meta.url)));
if (!built && existsSync(new URL('../frontend/index.html', import.meta.url))) {
  execSync('npm run build -w frontend', { stdio: 'inherit' });
}
