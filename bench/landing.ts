// The landing page as a phone on 4G sees it: JavaScript and CSS transferred for `/` (compressed, as sent), and the
// Lighthouse performance score on its default mobile settings, both in Debian's Chromium.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { row, type BenchRow } from './results';

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const flags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

async function transferred(url: string): Promise<{ js: number; css: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: flags });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true });
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
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...flags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const score = result?.lhr.categories.performance?.score;
    if (process.env.BENCH_VERBOSE) for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index', 'largest-contentful-paint-element', 'render-blocking-resources', 'unused-javascript']) console.error(id, result?.lhr.audits[id]?.displayValue ?? '', JSON.stringify(result?.lhr.audits[id]?.details ?? {}).slice(0, 600));
    if (typeof score !== 'number') throw new Error('Lighthouse gave no performance score');
    return Math.round(score * 100);
  } finally {
    chrome.kill();
  }
}

export async function benchLanding(appUrl: string): Promise<BenchRow[]> {
  const url = `${appUrl}/`;
  const { js, css } = await transferred(url);
  const score = await lighthouseScore(url);
  return [
    ...row({ name: 'JavaScript transferred for / (compressed)', value: js / 1024, unit: 'KB', target: 150, better: 'lower', baseline: null }),
    ...row({ name: 'CSS transferred for / (compressed)', value: css / 1024, unit: 'KB', target: null, better: 'lower', baseline: null }),
    ...row({ name: 'Lighthouse performance for / (mobile)', value: score, unit: 'score', target: 95, better: 'higher', baseline: null }),
  ];
}
