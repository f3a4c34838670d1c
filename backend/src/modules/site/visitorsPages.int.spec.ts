// A signed-in dashboard drawn on the server for its visitor (docs/decisions/0152), over real HTTP with the built render:
// its first screen is read through the API with the visitor's own cookie, so it shows their data and nobody else's, is
// kept by no cache, and is drawn only for the role the page is for.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approvedCounsellor } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { loadBuiltFrontend, startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ frontend: await loadBuiltFrontend() });
});
afterAll(async () => app?.stop());

/** A student registered under `name`, signed in. */
async function student(name: string): Promise<HttpClient & { userId: string }> {
  const visitor = app.client();
  const email = `${name.toLowerCase().replace(/\s/g, '.')}.${Date.now()}@example.in`;
  const { id } = await visitor.post('/api/register', { email, password: 'secret-123', role: 'student', name, dateOfBirth: '2000-01-15' }).expectStatus(201).json<{ id: string }>();
  return Object.assign(visitor, { userId: id });
}

const page = (path: string, cookie?: string) => fetch(`${app.url}${path}`, { headers: { Accept: 'text/html', ...(cookie ? { Cookie: cookie } : {}) } });

/** The data the page carries for the browser's first render: null when it is the shell the browser draws alone. */
function serverData(html: string): { user: { id: string } | null; queries?: { queries: { queryKey: unknown[] }[] } } | null {
  const json = /<script type="application\/json" id="server-data">(.*?)<\/script>/s.exec(html)?.[1];
  return json ? JSON.parse(json) : null;
}

describe('a dashboard drawn on the server for its visitor', () => {
  it("shows each student their own first screen, read as the API answers them, and never another's", async () => {
    const [asha, ravi] = [await student('Asha Verma'), await student('Ravi Kulkarni')];
    const [ashas, ravis] = await Promise.all([page('/student/dashboard', asha.cookieHeader()), page('/student/dashboard', ravi.cookieHeader())]);
    const [ashaHtml, raviHtml] = [await ashas.text(), await ravis.text()];

    expect(ashaHtml).toContain('Asha Verma');
    expect(ashaHtml).not.toContain('Ravi Kulkarni');
    expect(raviHtml).toContain('Ravi Kulkarni');
    expect(raviHtml).not.toContain(asha.userId);
    const data = serverData(ashaHtml) ?? expect.fail('no server data');
    expect(data.user?.id).toBe(asha.userId);
    const keys = (data.queries?.queries ?? []).map((query) => JSON.stringify(query.queryKey));
    expect(keys).toEqual(expect.arrayContaining([JSON.stringify(['students', asha.userId, 'profile']), JSON.stringify(['students', asha.userId, 'bookings'])]));
    for (const response of [ashas, ravis]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('vary')).toMatch(/Cookie/);
    }
  });

  it("greets a counsellor by name from the HTML, and draws nothing on the server for another role's or a stranger's visit", async () => {
    const counsellor = await approvedCounsellor(app, await app.admin());
    const own = await page('/counsellor/dashboard', counsellor.cookieHeader());
    expect(own.headers.get('cache-control')).toBe('no-store');
    expect(await own.text()).toMatch(/Welcome back(<!-- -->)?, (<!-- -->)?Meera Iyer/);

    // The browser's shell, as before: its router sends them where they belong.
    const asha = await student('Asha Verma');
    for (const [path, cookie] of [
      ['/student/dashboard', counsellor.cookieHeader()],
      ['/counsellor/dashboard', asha.cookieHeader()],
      ['/student/dashboard', undefined],
    ] as const) {
      const html = await (await page(path, cookie)).text();
      expect(serverData(html), `${path} for ${cookie ? 'another role' : 'a stranger'}`).toBeNull();
      expect(html).toContain('<div id="root"></div>');
    }
  });
});
