// Which paths are pages, over HTTP: the app's pages (parameterised ones too) answer 200 with the app, any other path 404
// with the same app (whose router shows the 404 page), an asset is served as it is, and an unknown API path stays a
// JSON 404. Served from a small stand-in for the build, so the spec needs no frontend build.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../testing/testApp';

const shell = '<!doctype html><html><head><title>Margdarshak</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';
let app: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'margdarshak-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), shell);
  writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log("app")');
  app = await startTestApp({ frontendDist: dist });
});
afterAll(async () => app?.stop());

const get = (pathname: string) => fetch(`${app.url}${pathname}`);

describe('a path the browser asks for', () => {
  it.each([
    '/',
    '/about',
    '/packages/advanced',
    '/counsellors',
    '/counsellors/8c1b2f0e-5d4a-4c3b-9a1e-2f3d4c5b6a7e',
    '/counsellor/detail/abc',
    '/student/dashboard',
    '/student/report/r-1',
    '/student/personality-test/b-1?testType=riasec',
    '/booking/c/p',
    '/admin',
    '/admin/users',
    '/about/',
  ])('answers 200 with the app for the page %s', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toBe(shell);
  });

  it.each(['/no-such-page', '/student/nothing', '/counsellors/x/y/z', '/student', '/assets/missing.js', '/booking/only-one'])(
    'answers 404 with the app, which shows its 404 page, for %s',
    async (pathname) => {
      const response = await get(pathname);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(shell);
    },
  );

  it('serves an asset as it is', async () => {
    const response = await get('/assets/app.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log("app")');
  });

  it.each(['/api/no-such-thing', '/api/students/x/y/z', '/api'])('keeps %s a JSON 404', async (pathname) => {
    const response = await get(pathname);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toHaveProperty('error');
  });
});
