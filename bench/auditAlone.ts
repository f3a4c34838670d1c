// Runs the audit's benchmark rows alone (`npx tsx bench/auditAlone.ts`), on an embedded PostgreSQL of its own.
import path from 'node:path';
import { runAlone } from './alone';
import { benchAudit } from './audit';

await runAlone('audit', async ({ root, database }) => benchAudit(await database('bench_audit'), path.join(root, 'audit')));
