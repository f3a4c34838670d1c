// `npm install` leaves a runnable product: build the frontend once if no build exists yet.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../frontend/dist/index.html', import.meta.url)) && existsSync(new URL('../frontend/index.html', import.meta.url))) {
  execSync('npm run build -w frontend', { stdio: 'inherit' });
}
