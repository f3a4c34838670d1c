// `npm run graph`: writes docs/architecture.md, the module graph drawn from the imports (architecture.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { architecturePath, drawArchitecture, readArchitecture } from './architecture';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(join(repoRoot, architecturePath), drawArchitecture(readArchitecture(repoRoot)));
console.log(`wrote ${architecturePath}`);
