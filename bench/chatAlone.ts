// Runs the chat fan-out rows alone (`npx tsx bench/chatAlone.ts`): one embedded PostgreSQL and one product process of
// their own, no demo data.
import path from 'node:path';
import { runAlone } from './alone';
import { rowsInOwnProcess } from './ownProcess';

await runAlone('chat', async ({ root, database }) => rowsInOwnProcess(new URL('./chatProcess.ts', import.meta.url), [await database('bench_chat'), path.join(root, 'app')]));
