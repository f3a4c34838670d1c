// /admin's first screen drawn on the server (docs/decisions/0154), over real HTTP with the built render: an admin gets
// the overview's figures in the page, as GET /api/admin/stats answers them, kept by no cache; anyone else, and every other
// back-office path, gets the plain page the browser draws.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStats } from '@margdarshak/contracts/api/admin';
import type { HttpClient } from '../../testing/httpClient';
import { loadBuiltFrontend, startTestApp, type TestApp } from '../../testing/testApp';

const AUDITOR = { email: 'first.screen.auditor@example.in', password: 'ledger-check-42' };

let app: TestApp;
let admin: HttpClient;

beforeAll(async () => {
  app = await startTestApp({ frontend: await loadBuiltFrontend() });
  admin = await app.admin();
  await app.signUp('student');
  await admin.post('/api/admin/auditors', AUDITOR).expectStatus(201);
});
afterAll(async () => app?.stop());

const firstScreen = 'id="admin-first-screen"';

/** The figures the page carries for the browser's overview to start from. */
function carriedStats(html: string): AdminStats {
  const json = /<script type="application\/json" id="admin-first-screen-data">([^<]*)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('the page carries no figures');
  return (JSON.parse(json) as { stats: AdminStats }).stats;
}

describe('GET /admin signed in as an admin', () => {
  it('draws the overview with the figures GET /api/admin/stats answers, and no cache may keep it', async () => {
    const response = await admin.get('/admin').expectStatus(200);
    const html = await response.text();
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain(firstScreen);
    const stats = await admin.get('/api/admin/stats').expectStatus(200).json<AdminStats>();
    expect(stats.userCount).toBeGreaterThanOrEqual(1);
    expect(carriedStats(html)).toEqual(stats);
    expect(html).toContain('Students registered');
    expect(html).toContain(`${stats.pendingCounsellorsCount} pending approval`);
    // The app's root follows the first screen, hidden by the page's rule until react-admin takes over.
    expect(html.indexOf(firstScreen)).toBeLessThan(html.indexOf('<div id="root"></div>'));
    expect(html).toContain('#admin-first-screen ~ #root { display: none; }');
  });

  it('draws only the landing page: the other back-office paths are drawn in the browser', async () => {
    for (const path of ['/admin/users', '/admin/audit', '/admin/dashboard']) {
      const html = await (await admin.get(path).expectStatus(200)).text();
      expect(html, path).not.toContain(firstScreen);
      expect(html, path).toContain('<div id="root"></div>');
    }
  });
});

describe('GET /admin for anyone else', () => {
  it('sends an auditor, a student and a visitor the plain page, without the admin’s figures', async () => {
    const auditor = app.client();
    await auditor.post('/api/login', AUDITOR).expectStatus(200);
    const student = await app.signUp('student');
    for (const [who, client] of [
      ['auditor', auditor],
      ['student', student],
      ['visitor', app.client()],
    ] as const) {
      const html = await (await client.get('/admin').expectStatus(200)).text();
      expect(html, who).not.toContain(firstScreen);
      expect(html, who).not.toContain('admin-first-screen-data');
      expect(html, who).toContain('<div id="root"></div>');
    }
  });
});
