// Chat fan-out (issue 19): 1,000 open chat streams on one API process, over 200 bookings (5 streams each: the student
// in three tabs, the counsellor in two). The clients run in a child process; it sends messages at a steady pace and
// times each from its POST to its arrival on every stream of its booking (p99, target under 100 ms). Memory per open
// stream is the server process's growth (RSS and V8 heap, after full GCs) as 1,000 more streams open on top of the
// first 1,000 (so warming up is not counted, and nothing freed in between makes RSS shrink), over 1,000. Bookings are
// appended straight to the log (paid, confirmed): the bench measures chat, not checkout. The product runs in a process
// of its own making (`main`, mode all, no demo data) on its own database.
import { fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { main, type Running } from '../backend/src/main';
import type { ClientsPlan, ClientsReport } from './chatClients';
import { row, type BenchRow } from './results';

const bookings = 200;
const streamsPerBooking = 5;
/** Two bookings each, so the second thousand streams leave every counsellor at the cap of 8 open streams a person. */
const counsellors = 100;
const rounds = 3;
/** Between two messages: 50 a second over the 200 chats. */
const pauseMs = 20;

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function register(url: string, role: 'student' | 'counsellor'): Promise<{ id: string; cookie: string }> {
  const email = `bench-chat-${role}-${randomUUID().slice(0, 8)}@example.in`;
  const answer = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url },
    body: JSON.stringify({ email, password: 'bench-secret-42', role }),
  });
  if (answer.status !== 201) throw new Error(`registering a ${role} failed: ${answer.status} ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: string };
  return {
    id,
    cookie: answer.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

/** A paid, confirmed booking in the log, as checkout leaves it. */
async function confirmedBooking(app: Running, studentId: string, counsellorId: string): Promise<string> {
  const bookingId = randomUUID();
  const date = addDays(istDate(new Date()), 5);
  const startsAt = new Date(Date.now() + 5 * 86_400_000).toISOString();
  const metadata = { at: new Date().toISOString(), role: 'system' as const };
  await app.deps.eventStore.appendToStream(
    `booking-${bookingId}`,
    [
      {
        type: 'BookingRequested',
        data: {
          bookingId,
          studentId,
          counsellorId,
          packageId: randomUUID(),
          packageType: 'advanced',
          packageName: 'Advanced',
          date,
          slot: '10:00 AM',
          startsAt,
          pricePaise: 199_900,
          couponCode: null,
          discountPaise: 0,
          amountPaise: 199_900,
          holdUntil: startsAt,
        },
        metadata,
      },
      { type: 'BookingConfirmed', data: { bookingId, paymentId: `pay_bench_${bookingId.slice(0, 8)}` }, metadata },
    ],
    { expectedRevision: 'no_stream' },
  );
  return bookingId;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

async function memory() {
  for (let i = 0; i < 3; i++) {
    gc();
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
}

export async function benchChat(app: Running, appUrl: string): Promise<BenchRow[]> {
  const teachers = await Promise.all(Array.from({ length: counsellors }, () => register(appUrl, 'counsellor')));
  const chats: { bookingId: string; student: { id: string; cookie: string }; counsellor: { id: string; cookie: string } }[] = [];
  for (let i = 0; i < bookings; i++) {
    const student = await register(appUrl, 'student');
    const counsellor = teachers[i % counsellors] ?? teachers[0];
    if (!counsellor) throw new Error('no counsellor');
    chats.push({ bookingId: await confirmedBooking(app, student.id, counsellor.id), student, counsellor });
  }
  const plan: ClientsPlan = {
    url: appUrl,
    streams: chats.flatMap((c) => Array.from({ length: streamsPerBooking }, (_, k) => ({ bookingId: c.bookingId, cookie: (k < 3 ? c.student : c.counsellor).cookie }))),
    messages: Array.from({ length: rounds }, (_, round) =>
      chats.map((c, i) => ({ bookingId: c.bookingId, cookie: (round % 2 ? c.counsellor : c.student).cookie, text: `round ${round} booking ${i}: shall we look at the engineering entrance options?` })),
    ).flat(),
    pauseMs,
  };

  const child = fork(fileURLToPath(new URL('./chatClients.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    const next = async () => ((await once(child, 'message')) as [ClientsReport])[0];
    const allOpen = async (expected: number) => {
      const opened = await next();
      if (opened.kind !== 'opened' || opened.failed > 0) throw new Error(`chat streams did not open: ${JSON.stringify(opened)}`);
      const open = app.deps.chatFeed.size();
      if (open !== expected) throw new Error(`the server holds ${open} chat streams, not ${expected}`);
    };
    child.send(plan);
    await allOpen(plan.streams.length);
    child.send('go');
    const done = await next();
    if (done.kind !== 'done') throw new Error('the chat clients did not finish');
    if (done.failedPosts || done.duplicates || done.strays || done.received !== done.expected) {
      throw new Error(`chat fan-out was not exact: ${JSON.stringify({ ...done, latenciesMs: undefined })}`);
    }
    // Memory: with the first 1,000 open (pools, buffers and code warm), then 1,000 more.
    const before = await memory();
    child.send('more');
    await allOpen(2 * plan.streams.length);
    const after = await memory();
    const sorted = [...done.latenciesMs].sort((a, b) => a - b);
    const posts = [...done.postMs].sort((a, b) => a - b);
    const label = `chat fan-out, ${plan.streams.length.toLocaleString('en-IN')} open streams on one process over ${bookings} bookings, ${plan.messages.length} messages at ${1000 / pauseMs}/s`;
    return [
      ...row({ name: `${label}: POST to arrival on every stream, p50`, value: percentile(sorted, 50), unit: 'ms', target: null, better: 'lower', baseline: null }),
      ...row({ name: `${label}: POST to arrival on every stream, p99`, value: percentile(sorted, 99), unit: 'ms', target: 100, better: 'lower', baseline: null }),
      ...row({ name: `${label}: the POST's own answer, p99 (it waits for the read model)`, value: percentile(posts, 99), unit: 'ms', target: null, better: 'lower', baseline: null }),
      ...row({ name: 'chat: server memory per open stream (RSS)', value: (after.rss - before.rss) / plan.streams.length / 1024, unit: 'KiB', target: 64, better: 'lower', baseline: null }),
      ...row({
        name: 'chat: server memory per open stream (V8 heap)',
        value: (after.heapUsed - before.heapUsed) / plan.streams.length / 1024,
        unit: 'KiB',
        target: 32,
        better: 'lower',
        baseline: null,
      }),
    ];
  } finally {
    child.kill();
  }
}

/** The rows on a fresh database, with the product started for them alone. */
export async function benchChatOn(databaseUrl: string, dataDir: string): Promise<BenchRow[]> {
  const app = await main({
    mode: 'all',
    env: { NODE_ENV: 'test', PORT: '0', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false', REGISTRATIONS_PER_NETWORK_PER_HOUR: '1000000' },
  });
  try {
    return await benchChat(app, app.url.replace('localhost', '127.0.0.1'));
  } finally {
    await app.stop();
  }
}
