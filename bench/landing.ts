// The landing page as a phone on 4G sees it: JavaScript and CSS transferred for `/` (compressed, as sent), and the
// Lighthouse performance score on its default mobile settings (the median of three runs, as Lighthouse advises), both
// in Debian's Chromium. Then what the server render costs: signed-out visitors share one render (encoded once),
// signed-in ones get their own, against the plain shell every browser-rendered route is sent.
import { chromium } from '@playwright/test';
import { CHROMIUM, chromiumFlags as flags, lighthouseRun } from './lighthouse';
import { load, type LoadResult } from './load';
import { row, type BenchRow } from './results';

export async function transferred(url: string, headers?: Record<string, string>): Promise<{ js: number; css: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: flags });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, ...(headers ? { extraHTTPHeaders: headers } : {}) });
    const page = await context.newPage();
    const sizes: Promise<{ kind: 'js' | 'css' | 'other'; bytes: number }>[] = [];
    page.on('requestfinished', (request) => {
      const kind = request.resourceType() === 'script' ? 'js' : request.resourceType() === 'stylesheet' ? 'css' : 'other';
      sizes.push(request.sizes().then((s) => ({ kind, bytes: s.responseBodySize + s.responseHeadersSize })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const all = await Promise.all(sizes);
    const sum = (kind: 'js' | 'css') => all.filter((s) => s.kind === kind).reduce((total, s) => total + s.bytes, 0);
    return { js: sum('js'), css: sum('css') };
  } finally {
    await browser.close();
  }
}

async function lighthouseScore(url: string): Promise<number> {
  return (await lighthouseRun(url)).score;
}

const lighthouseRuns = 3;
const loadRounds = 3;
const pageLoad = { connections: 8, seconds: 3 };
/** The headers Chromium sends when it navigates to a page, so both sides are asked for the encodings a visitor asks for. */
const navigation = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8', 'accept-encoding': 'gzip, deflate, br, zstd' };
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const medianLoad = (runs: LoadResult[]) => ({ requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)), p99Ms: median(runs.map((r) => r.p99Ms)) });

/** A new student's session cookie. */
async function signedInCookie(appUrl: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: `bench.landing.${Date.now()}@example.in`, password: 'bench-secret-1', role: 'student' }),
  });
  if (!response.ok) throw new Error(`POST /api/register: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** The median Lighthouse score of `url`, printed with its runs. */
async function lighthouseMedian(url: string): Promise<number> {
  const scores: number[] = [];
  for (let i = 0; i < lighthouseRuns; i++) scores.push(await lighthouseScore(url));
  console.error(`Lighthouse runs for ${new URL(url).pathname}: ${scores.join(', ')}`);
  return median(scores);
}

export async function benchLanding(appUrl: string): Promise<BenchRow[]> {
  const url = `${appUrl}/`;
  const { js, css } = await transferred(url);
  const score = await lighthouseMedian(url);
  // The landing page in Hindi (issue 33): the same budget and score for a Hindi-medium family.
  const hindiUrl = `${appUrl}/hi`;
  const hindi = { js: (await transferred(hindiUrl)).js, score: await lighthouseMedian(hindiUrl) };

  // The baseline: the plain shell a page rendered in the browser is sent (/counsellors is not rendered on the server).
  // It and the signed-out landing page are loaded in alternating rounds and their medians kept, so a passing load on
  // the shared machine touches both alike.
  // The signed-in page is loaded in the same rounds, against the signed-out one (issue 32: at least half its rate).
  const shellRuns: LoadResult[] = [];
  const signedOutRuns: LoadResult[] = [];
  const signedInRuns: LoadResult[] = [];
  const cookie = await signedInCookie(appUrl);
  for (let i = 0; i < loadRounds; i++) {
    shellRuns.push(await load(`${appUrl}/counsellors`, { ...pageLoad, headers: navigation }));
    signedOutRuns.push(await load(url, { ...pageLoad, headers: navigation }));
    signedInRuns.push(await load(url, { ...pageLoad, headers: { ...navigation, cookie } }));
  }
  const shell = medianLoad(shellRuns);
  const signedOut = medianLoad(signedOutRuns);
  const signedIn = medianLoad(signedInRuns);
  const failed = [...shellRuns, ...signedOutRuns, ...signedInRuns].find((r) => r.errors || r.non2xx);
  if (failed) throw new Error(`GET / failed under load: ${failed.errors} errors, ${failed.non2xx} non-2xx`);
  return [
    ...row({ name: 'JavaScript transferred for / (compressed)', value: js / 1024, unit: 'KB', target: 150, better: 'lower', baseline: null }),
    ...row({ name: 'CSS transferred for / (compressed)', value: css / 1024, unit: 'KB', target: null, better: 'lower', baseline: null }),
    ...row({ name: `Lighthouse performance for / (mobile, median of ${lighthouseRuns})`, value: score, unit: 'score', target: 95, better: 'higher', baseline: null }),
    ...row({ name: 'JavaScript transferred for /hi (compressed)', value: hindi.js / 1024, unit: 'KB', target: 150, better: 'lower', baseline: null }),
    ...row({ name: `Lighthouse performance for /hi (mobile, median of ${lighthouseRuns})`, value: hindi.score, unit: 'score', target: 95, better: 'higher', baseline: null }),
    ...row({
      name: `GET / server-rendered, signed out, against the plain shell (8 connections, median of ${loadRounds})`,
      value: signedOut.requestsPerSecond,
      unit: 'req/s',
      target: null,
      better: 'higher',
      baseline: shell.requestsPerSecond,
      ratioTarget: 0.8,
    }),
    ...row({
      name: `GET / server-rendered, signed in, against signed out (8 connections, median of ${loadRounds})`,
      value: signedIn.requestsPerSecond,
      unit: 'req/s',
      target: null,
      better: 'higher',
      baseline: signedOut.requestsPerSecond,
      ratioTarget: 0.5,
    }),
    ...row({ name: 'GET / server-rendered, signed in: p99 latency', value: signedIn.p99Ms, unit: 'ms', target: 50, better: 'lower', baseline: signedOut.p99Ms }),
  ];
}
