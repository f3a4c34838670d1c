// `npm start`: the whole product in one process, with the demo data seeded once through the command handlers.
import { runUntilSignalled } from '@margdarshak/backend/main';
import { seedDemoData } from './demo';

await runUntilSignalled({ mode: 'all', seed: seedDemoData });
