// Runs the multi-process bookings row alone (`npm run build && npx tsx bench/multiProcessAlone.ts`): one embedded
// PostgreSQL of its own, a database for the single process and one for the two API processes and the projector.
import { runAlone } from './alone';
import { benchMultiProcessBookings } from './multiProcessBookings';

await runAlone('multiproc', ({ root, database }) => benchMultiProcessBookings(database, root));
