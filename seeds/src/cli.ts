// `npm run seed`: applies the demo data to the configured database and exits. Idempotent.
import { main } from '@margdarshak/backend/main';
import { seedDemoData } from './demo';

const running = await main({ mode: 'all', seed: seedDemoData, listen: false });
await running.stop();
console.log('Demo data is in place.');
