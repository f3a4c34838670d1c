// Signed-in pages as a phone on 4G sees them (issue 32, item 8): the student's and the counsellor's dashboards and the
// back office's first screen, each signed in as a demo user, measured with Lighthouse on its default mobile settings
// (the median of three runs): the performance score, the layout shift and the largest paint; and the JavaScript /admin
// transfers (compressed, as sent).
import { DEMO_ADMIN_DEFAULTS } from '../backend/src/platform/config';
import { DEMO_COUNSELLOR_PASSWORD, demoCounsellors } from '../seeds/src/demoCounsellors';
import { transferred } from './landing';
import { lighthouseRun, type LighthouseFigures } from './lighthouse';
import { row, type BenchRow } from './results';

const runs = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function sessionCookie(response: Response, what: string): string {
  if (!response.ok) throw new Error(`${what}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const post = (url: string, body: object) => fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const signIn = async (appUrl: string, email: string, password: string) => sessionCookie(await post(`${appUrl}/api/login`, { email, password }), `sign-in as ${email}`);

/** A new adult student (no parent's consent needed), so the dashboard opens at once. */
async function newStudent(appUrl: string): Promise<string> {
  const email = `bench.dashboard.${Date.now()}@example.in`;
  const body = { email, password: 'bench-secret-1', role: 'student', name: 'Bench Student', dateOfBirth: '2000-01-15' };
  return sessionCookie(await post(`${appUrl}/api/register`, body), 'POST /api/register');
}

async function measure(url: string, cookie: string): Promise<LighthouseFigures[]> {
  const figures: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) figures.push(await lighthouseRun(url, { Cookie: cookie }));
  console.error(`${url}: ${figures.map((f) => `${f.score} (CLS ${f.cumulativeLayoutShift.toFixed(3)}, LCP ${Math.round(f.largestContentfulPaintMs)} ms)`).join(', ')}`);
  return figures;
}

function pageRows(label: string, figures: LighthouseFigures[]): BenchRow[] {
  return [
    ...row({ name: `Lighthouse performance, ${label} (mobile, median of ${runs})`, value: median(figures.map((f) => f.score)), unit: 'score', target: 90, better: 'higher', baseline: null }),
    ...row({ name: `Cumulative layout shift, ${label} (median of ${runs})`, value: median(figures.map((f) => f.cumulativeLayoutShift)), unit: 'CLS', target: 0.1, better: 'lower', baseline: null }),
    ...row({
      name: `Largest contentful paint, ${label} (median of ${runs})`,
      value: median(figures.map((f) => f.largestContentfulPaintMs)),
      unit: 'ms',
      target: null,
      better: 'lower',
      baseline: null,
    }),
  ];
}

export async function benchSignedInPages(appUrl: string): Promise<BenchRow[]> {
  const counsellor = demoCounsellors[0];
  if (!counsellor) throw new Error('The demo data has no counsellor');
  const student = await newStudent(appUrl);
  const counsellorCookie = await signIn(appUrl, counsellor.email, DEMO_COUNSELLOR_PASSWORD);
  const admin = await signIn(appUrl, DEMO_ADMIN_DEFAULTS.email, DEMO_ADMIN_DEFAULTS.password);
  const adminJs = await transferred(`${appUrl}/admin`, { Cookie: admin });
  return [
    ...pageRows('student dashboard, signed in', await measure(`${appUrl}/student/dashboard`, student)),
    ...pageRows('counsellor dashboard, signed in', await measure(`${appUrl}/counsellor/dashboard`, counsellorCookie)),
    ...pageRows('/admin, signed in as the admin', await measure(`${appUrl}/admin`, admin)),
    ...row({ name: 'JavaScript transferred for /admin, signed in (compressed)', value: adminJs.js / 1024, unit: 'KB', target: null, better: 'lower', baseline: null }),
  ];
}
