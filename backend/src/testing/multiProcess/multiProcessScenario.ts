// The product as production runs it on one machine (cluster.ts: two API processes and a projector on the built backend,
// behind the test front door), under the crash run's mixed workload through the door, plus a chat whose parties follow
// it on different API processes. Meanwhile one API process is killed (SIGKILL) and started again, then the projector.
// Then: the crash invariants (nothing lost or done twice), the chat streams (each resumed on the other process, nothing
// lost or twice), a session made on one process used on the other, wrong passwords spread over both processes counted
// together, an invoice's PDF through the door, and `audit verify` of the built backend on the same database. The backend
// is built by the int tests' global setup (globalSetup.ts), before any spec runs.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import knex from 'knex';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { DEMO_ADMIN_DEFAULTS } from '../../platform/config';
import { randomSource } from '../../platform/randomSource';
import type { Findings } from '../crash/invariants';
import { untilConsistent } from '../crash/untilConsistent';
import { startWorkload, type WorkloadStats } from '../crash/workload';
import { approvedCounsellor, createPackage, paidBooking } from '../fixtures';
import type { FrontDoorStats } from '../frontDoor';
import { HttpClient } from '../httpClient';
import { signUpAs } from '../testApp';
import { startChatAcrossProcesses, type ChatFindings } from './chatAcrossProcesses';
import { startCluster } from './cluster';
import { wrongPasswordsOverBoth, sessionOnTheOther, invoicePdf, type AcrossProcessChecks } from './acrossProcessChecks';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface MultiProcessOptions {
  databaseUrl: string;
  /** Shared by the processes (uploads, the mail outbox), as the compose's copies share a volume. */
  dataDir: string;
  seed: number;
  students: number;
  /** How long the workload runs before the API kill, between the restarts, and after the projector's. */
  phaseMs: number;
  log?: (line: string) => void;
}

export interface MultiProcessResult {
  kills: number;
  workload: WorkloadStats;
  findings: Findings;
  /** From the projector's restart until every invariant held (or a minute ran out). */
  settledInMs: number;
  door: FrontDoorStats;
  chat: ChatFindings;
  checks: AcrossProcessChecks;
  auditVerify: { exitCode: number; output: string };
  apiUrls: [string, string];
}

export async function runMultiProcessScenario({ databaseUrl, dataDir, seed, students, phaseMs, log: print = () => {} }: MultiProcessOptions): Promise<MultiProcessResult> {
  const startedAt = Date.now();
  const log = (line: string) => print(`[${((Date.now() - startedAt) / 1000).toFixed(1)} s] ${line}`);
  const cluster = await startCluster({ databaseUrl, dataDir });
  const db = knex({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 2 } });
  try {
    const door = cluster.door.url;
    log('the projector and both API processes are ready');
    log(`multi-process: door ${door}, API processes ${cluster.apiUrls.join(' and ')}, seed ${seed}`);
    const admin = new HttpClient(door);
    await admin.post('/api/login', DEMO_ADMIN_DEFAULTS).expectStatus(200);
    // `--mode api` seeds no demo data: the workload's package and a first counsellor, made through the door.
    const basic = await createPackage(admin, 'basic', 999);
    const visitors = { url: door, signUp: (role: 'student' | 'counsellor', email?: string) => signUpAs(new HttpClient(door), role, email) };
    const counsellor = await approvedCounsellor(visitors, admin, { basic: true });
    const student = await visitors.signUp('student');
    const { id: bookingId } = await paidBooking(student, { counsellorId: counsellor.userId, packageId: basic.id, price: basic.price, date: addDays(istDate(new Date()), 30) });
    const chat = await startChatAcrossProcesses({ apiUrls: cluster.apiUrls, bookingId, student, counsellor });
    const onFirst = new HttpClient(cluster.apiUrls[0]);
    await onFirst.post('/api/login', { email: student.email, password: 'secret-123' }).expectStatus(200);

    log('workload starting');
    const workload = startWorkload({ baseUrl: () => door, random: randomSource(seed), students, admin: DEMO_ADMIN_DEFAULTS });
    await sleep(phaseMs);
    await cluster.killApi(0);
    log('killed API process 1; starting it again');
    await cluster.startApi(0);
    log('API process 1 is ready again');
    await sleep(phaseMs);
    await cluster.killProjector();
    log('killed the projector; starting it again');
    await cluster.startProjector();
    const restartedAt = Date.now();
    log('the projector is running again');
    await sleep(phaseMs);
    const [stats, chatFindings] = await Promise.all([workload.stop(), chat.stop()]);
    log(`workload stopped after ${stats.steps} requests; waiting for consistency`);
    const { findings, settledInMs } = await untilConsistent(db, path.join(dataDir, 'outbox'), restartedAt, log);
    log('consistent; checking across processes');

    const checks: AcrossProcessChecks = {
      session: await sessionOnTheOther(onFirst, cluster.apiUrls[1], student.userId),
      wrongPasswords: await wrongPasswordsOverBoth(cluster.apiUrls, (await visitors.signUp('student')).email),
      invoice: await invoicePdf(student, bookingId),
    };
    const auditVerify = await promisify(execFile)(process.execPath, ['backend/dist/audit.mjs', 'verify'], { cwd: root, env: { ...process.env, ...cluster.env, DATA_DIR: dataDir } }).then(
      ({ stdout }) => ({ exitCode: 0, output: stdout }),
      (error: { code?: number; stdout?: string; stderr?: string }) => ({ exitCode: error.code ?? -1, output: `${error.stdout ?? ''}${error.stderr ?? ''}` }),
    );
    log('audit verify done');
    return { kills: 2, workload: stats, findings, settledInMs, door: cluster.door.stats(), chat: chatFindings, checks, auditVerify, apiUrls: cluster.apiUrls };
  } catch (error) {
    log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n${cluster.output()}`);
    throw error;
  } finally {
    await db.destroy();
    await cluster.stop();
  }
}
