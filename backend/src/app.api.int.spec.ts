// Cross-cutting behaviour of every route: error shapes, security headers, request ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

describe('every response', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.client().get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('carries a request id; pages carry strict security headers and allow no third-party origin', async () => {
    expect((await app.client().get('/api/packages')).headers.get('x-content-type-options')).toBe('nosniff');
    const response = await app.client().get('/a-page');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/https?:/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('same-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses cross-site requests by Sec-Fetch-Site as well as by Origin, and lets same-origin ones through', async () => {
    const body = { email: 'someone@example.in' };
    expect((await app.client().post('/api/forgot-password', body, { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect((await app.client().post('/api/forgot-password', body, { Origin: 'http://localhost:1' })).status).toBe(403);
    expect((await app.client().post('/api/forgot-password', body, { Origin: app.url, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
  });

  it('answers a non-JSON body on a JSON endpoint with a 400, not a crash', async () => {
    const response = await app.client().raw('POST', '/api/login', 'email=a@b.in', { 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(400);
  });
});
