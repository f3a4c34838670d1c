// A mixed workload against a product that is killed now and then: students sign up, book and pay (some never report
// their payment, some are declined), cancel and reschedule, and take their session's test; an operator registers
// counsellors, approves and deletes them, and releases completed tests' results. Every step is retried until the product answers it, as a browser's retry or a provider's webhook would; a
// step is never given up because the product died under it.
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { tinyPdf, tinyPng } from '../fixtures';

export interface WorkloadStats {
  steps: number;
  /** Answers of 500 or more: the product failed a request it should have answered. */
  serverErrors: string[];
  byStep: Record<string, number>;
}

export interface Workload {
  /** Lets every user finish the step under way, then answers what was done. */
  stop(): Promise<WorkloadStats>;
}

type Random = () => number;

class Client {
  private cookies = new Map<string, string>();
  constructor(
    private readonly base: () => string,
    private readonly stats: WorkloadStats,
    private readonly stopped: () => boolean,
  ) {}

  /** Sends until the product answers (any status); network failures mean it is down or restarting. */
  async send(step: string, method: string, path: string, body?: unknown): Promise<Response | undefined> {
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0 && this.stopped() && attempt > 600) return undefined;
      try {
        const headers: Record<string, string> = { Cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
        const init: RequestInit = { method, headers };
        if (body instanceof FormData) init.body = body;
        else if (body !== undefined) {
          headers['Content-Type'] = 'application/json';
          init.body = JSON.stringify(body);
        }
        const response = await fetch(this.base() + path, init);
        for (const cookie of response.headers.getSetCookie()) {
          const [pair = ''] = cookie.split(';');
          const at = pair.indexOf('=');
          this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
        }
        this.stats.steps++;
        this.stats.byStep[step] = (this.stats.byStep[step] ?? 0) + 1;
        if (response.status >= 500) this.stats.serverErrors.push(`${step}: ${method} ${path} answered ${response.status}: ${(await response.clone().text()).slice(0, 300)}`);
        return response;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100)); // down or restarting: try again
      }
    }
  }
}

const pick = <T>(random: Random, items: readonly T[]): T | undefined => items[Math.floor(random() * items.length)];

interface Booked {
  id: string;
  date: string;
  slot: string;
  counsellorId: string;
}

async function json<T>(response: Response | undefined): Promise<T | undefined> {
  return response?.ok ? ((await response.json()) as T) : undefined;
}

/** Tests completed by the students, waiting for the operator to release their results. */
type Completed = string[];

async function studentLoop(base: () => string, random: Random, stats: WorkloadStats, stopped: () => boolean, n: number, completed: Completed): Promise<void> {
  let client = new Client(base, stats, stopped);
  let riasecItems: string[] = [];
  let student: { id: string; email: string } | undefined;
  const booked: Booked[] = [];
  const signUp = async () => {
    client = new Client(base, stats, stopped);
    booked.length = 0;
    const email = `crash.${n}.${Math.floor(random() * 1e12)}@example.in`;
    const registered = await client.send('register', 'POST', '/api/register', { email, password: 'crash-test-secret', role: 'student', dateOfBirth: '2000-01-15' });
    // A retry after a crash may find the account made: sign in instead.
    if (registered?.status === 409) await client.send('login', 'POST', '/api/login', { email, password: 'crash-test-secret' });
    const me = await json<{ id: string }>(await client.send('user', 'GET', '/api/user'));
    student = me ? { id: me.id, email } : undefined;
  };

  while (!stopped()) {
    if (!student || random() < 0.1) await signUp();
    if (!student) continue;
    const roll = random();
    const confirmed = booked.at(Math.floor(random() * booked.length));
    if (roll < 0.15 && confirmed) {
      await client.send('cancel', 'POST', `/api/bookings/${confirmed.id}/cancel`, {});
      booked.splice(booked.indexOf(confirmed), 1);
      continue;
    }
    const [packages, counsellors] = await Promise.all([
      json<{ id: string; type: string; price: number }[]>(await client.send('packages', 'GET', '/api/packages')),
      json<{ id: string }[]>(await client.send('counsellors', 'GET', '/api/counsellors?packageType=basic&limit=50')),
    ]);
    const basic = packages?.find((p) => p.type === 'basic');
    const counsellor = roll < 0.3 && confirmed ? { id: confirmed.counsellorId } : pick(random, counsellors ?? []);
    if (!basic || !counsellor) continue;
    const date = addDays(istDate(new Date()), 3 + Math.floor(random() * 20));
    const open = await json<{ availableSlots: string[] }>(await client.send('slots', 'GET', `/api/counsellors/${counsellor.id}/available-slots?date=${date}`));
    const slot = pick(random, open?.availableSlots ?? []);
    if (!slot) continue;
    if (roll < 0.3 && confirmed) {
      const moved = await client.send('reschedule', 'POST', `/api/bookings/${confirmed.id}/reschedule`, { sessionDate: date, timeSlot: slot });
      if (moved?.ok) Object.assign(confirmed, { date, slot });
      continue;
    }
    const booking = { counsellorId: counsellor.id, studentId: student.id, packageId: basic.id, sessionDate: date, timeSlot: slot };
    const order = await json<{ id: string; amount: number; bookingId: string }>(await client.send('order', 'POST', '/api/payment/create-order', { amount: basic.price * 100, booking }));
    if (!order) continue;
    const outcome = random();
    if (outcome < 0.08) {
      await client.send('decline', 'POST', '/api/payment/local/decline', { orderId: order.id });
      continue;
    }
    const approval = await json<{ razorpay_payment_id: string; razorpay_signature: string }>(await client.send('approve', 'POST', '/api/payment/local/approve', { orderId: order.id }));
    if (!approval) continue;
    if (outcome < 0.16) continue; // paid, and the browser never said so: the gateway is asked later
    const verify = { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: booking, amount: order.amount };
    const verified = await client.send('verify', 'POST', '/api/payment/verify', verify);
    if (verified?.status === 200) booked.push({ id: order.bookingId, date, slot, counsellorId: counsellor.id });
    if (outcome > 0.95) await client.send('verify-again', 'POST', '/api/payment/verify', verify); // a double click
    if (verified?.status === 200 && random() < 0.4) {
      if (riasecItems.length === 0) riasecItems = (await json<{ items: { id: string }[] }>(await client.send('items', 'GET', '/api/assessments/riasec/items')))?.items.map((i) => i.id) ?? [];
      const answers = Object.fromEntries(riasecItems.map((id) => [id, 1 + Math.floor(random() * 5)]));
      const record = await json<{ id: string }>(await client.send('submit-test', 'POST', `/api/personality-test/${order.bookingId}/submit`, { testType: 'riasec', answers }));
      if (record) completed.push(record.id);
    }
  }
}

async function operatorLoop(
  base: () => string,
  random: Random,
  stats: WorkloadStats,
  stopped: () => boolean,
  admin: { email: string; password: string },
  completed: Completed,
  onLeft: () => void,
): Promise<void> {
  const operator = new Client(base, stats, stopped);
  await operator.send('admin-login', 'POST', '/api/login', admin);
  const mine: string[] = [];
  while (!stopped()) {
    const testId = completed.shift();
    if (testId) {
      // A 409 after a retry means the release went through before the crash.
      await operator.send('release-result', 'PUT', `/api/personality-test/${testId}/release`, { counsellorNotes: `Notes for ${testId}` });
      continue;
    }
    // Once two are approved an older one leaves, usually with sessions booked by then (at three, a slow machine's short
    // run could end before any counsellor left).
    if (mine.length >= 2) {
      const [leaving] = mine.splice(Math.floor(random() * (mine.length - 1)), 1);
      if ((await operator.send('delete-counsellor', 'DELETE', `/api/admin/users/${leaving}`))?.ok) onLeft();
      continue;
    }
    const counsellor = new Client(base, stats, stopped);
    const email = `crash.counsellor.${Math.floor(random() * 1e12)}@example.in`;
    const registered = await json<{ id: string }>(await counsellor.send('register-counsellor', 'POST', '/api/register', { email, password: 'crash-test-secret', role: 'counsellor' }));
    if (!registered) continue;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      name: 'Crash Test Counsellor',
      age: '40',
      mobile: '9876543210',
      qualification: 'M.A.',
      address: '1 MG Road, Pune',
      offersBasic: 'true',
      offersAdvanced: 'false',
      offersComprehensive: 'false',
    }))
      form.append(key, value);
    form.append('addressProof', new Blob([new Uint8Array(tinyPdf)]), 'a.pdf');
    form.append('qualificationCertificate', new Blob([new Uint8Array(tinyPng)]), 'q.png');
    form.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), 'p.png');
    await counsellor.send('profile', 'POST', `/api/counsellor/${registered.id}/profile`, form);
    const approved = await operator.send('approve-counsellor', 'PATCH', `/api/admin/counsellors/${registered.id}/approve`);
    if (approved?.ok) mine.push(registered.id);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

export function startWorkload(options: { baseUrl: () => string; random: Random; students: number; admin: { email: string; password: string } }): Workload {
  const stats: WorkloadStats = { steps: 0, serverErrors: [], byStep: {} };
  let stopping = false;
  let stoppedAt = 0;
  let counsellorLeft = false;
  // The operator goes on after the stop, for at most 30 s, until a counsellor has left: on a slow machine the short run
  // can end before two were approved, and a counsellor leaving with sessions booked is work the run must include.
  const operatorStopped = () => stopping && (counsellorLeft || Date.now() - stoppedAt > 30_000);
  // The students likewise go on until one has cancelled a paid session (a refund is work the run must include).
  const studentsStopped = () => stopping && ((stats.byStep.cancel ?? 0) > 0 || Date.now() - stoppedAt > 30_000);
  const completed: Completed = [];
  const loops = [
    ...Array.from({ length: options.students }, (_, n) => studentLoop(options.baseUrl, options.random, stats, studentsStopped, n, completed)),
    operatorLoop(options.baseUrl, options.random, stats, operatorStopped, options.admin, completed, () => {
      counsellorLeft = true;
    }),
  ];
  return {
    async stop() {
      stopping = true;
      stoppedAt = Date.now();
      await Promise.all(loops);
      return stats;
    },
  };
}
