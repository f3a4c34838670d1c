// One Lighthouse run on its default mobile settings in Debian's Chromium: the performance score and the figures behind
// it. Signed-in pages are measured with the session cookie sent on every request of the run (`extraHeaders`).
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

export interface LighthouseFigures {
  /** 0 to 100. */
  score: number;
  cumulativeLayoutShift: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
}

const verboseAudits = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
  'largest-contentful-paint-element',
  'layout-shifts',
  'render-blocking-resources',
  'unused-javascript',
];

export async function lighthouseRun(url: string, extraHeaders?: Record<string, string>): Promise<LighthouseFigures> {
  const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error', ...(extraHeaders ? { extraHeaders } : {}) });
    const audits = result?.lhr.audits ?? {};
    if (process.env.BENCH_VERBOSE) for (const id of verboseAudits) console.error(id, audits[id]?.displayValue ?? '', JSON.stringify(audits[id]?.details ?? {}).slice(0, 600));
    const score = result?.lhr.categories.performance?.score;
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no performance score for ${url}`);
    const figure = (id: string) => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} for ${url}`);
      return value;
    };
    return {
      score: Math.round(score * 100),
      cumulativeLayoutShift: figure('cumulative-layout-shift'),
      largestContentfulPaintMs: figure('largest-contentful-paint'),
      totalBlockingTimeMs: figure('total-blocking-time'),
    };
  } finally {
    chrome.kill();
  }
}
