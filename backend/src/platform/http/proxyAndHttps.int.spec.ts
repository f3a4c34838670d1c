// Production behind a proxy or not: which X-Forwarded-* headers are believed (TRUST_PROXY), and what a request that
// did not arrive over HTTPS gets. The client address is observed through the contact form's limit (5 per 10 minutes
// per client); the host through the origin check.
import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startTestApp, TEST_ADMIN, type TestApp } from '../../testing/testApp';

const publicUrl = 'https://margdarshak.example';
const production = {
  NODE_ENV: 'production',
  PUBLIC_URL: publicUrl,
  DEMO_ADMIN_EMAIL: 'ops@margdarshak.example',
  DEMO_ADMIN_PASSWORD: 'not-the-demo-password',
  GST_LEGAL_NAME: 'Margdarshak Careers LLP',
  GST_ADDRESS: '5 MG Road, Pune 411001',
  GSTIN: 'none',
};
const message = { name: 'Asha', email: 'asha@example.in', message: 'Which package suits a class 10 student?' };

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A raw request, so that Host and the path are sent exactly as written (fetch sets Host itself). */
function send(base: string, method: string, requestPath: string, options: { headers?: Record<string, string>; body?: unknown; ca?: string } = {}): Promise<Answer> {
  const url = new URL(base);
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers = { ...(body ? { 'Content-Type': 'application/json' } : {}), ...options.headers };
  const request = (url.protocol === 'https:' ? https : http).request({ host: url.hostname, port: url.port, method, path: requestPath, headers, ca: options.ca });
  return new Promise((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.end(body);
  });
}

const contact = (base: string, headers: Record<string, string>, ca?: string) => send(base, 'POST', '/api/contact', { headers, body: message, ca });

describe('production with TRUST_PROXY off', () => {
  let app: TestApp;
  let tlsUrl: string;
  let tlsServer: https.Server;
  let certificate: string;
  const certificateDir = mkdtempSync(path.join(tmpdir(), 'margdarshak-tls-'));

  beforeAll(async () => {
    app = await startTestApp({ env: production });
    // The same app over TLS, as it would be served if it terminated HTTPS itself: secure without any forwarded header.
    const key = path.join(certificateDir, 'key.pem');
    const cert = path.join(certificateDir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        key,
        '-out',
        cert,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    certificate = readFileSync(cert, 'utf8');
    tlsServer = https.createServer({ key: readFileSync(key), cert: certificate }, buildApp(app.deps).callback()).listen(0, '127.0.0.1');
    await once(tlsServer, 'listening');
    tlsUrl = `https://127.0.0.1:${(tlsServer.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => tlsServer?.close(resolve));
    await app?.stop();
    rmSync(certificateDir, { recursive: true, force: true });
  });

  describe('over HTTPS', () => {
    it('takes the client address from the connection, whatever X-Forwarded-For says', async () => {
      for (let i = 1; i <= 5; i++) expect((await contact(tlsUrl, { 'X-Forwarded-For': `198.51.100.${i}` }, certificate)).status).toBe(201);
      const sixth = await contact(tlsUrl, { 'X-Forwarded-For': '198.51.100.99' }, certificate);
      expect(sixth.status).toBe(429);
    });

    it('does not let X-Forwarded-Host make another site our own in the origin check', async () => {
      const answer = await contact(tlsUrl, { Origin: 'https://elsewhere.example', 'X-Forwarded-Host': 'elsewhere.example' }, certificate);
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ error: 'Cross-site request refused' });
    });
  });

  describe('over plain HTTP', () => {
    it('refuses a sign-in with 403 saying to use HTTPS, instead of failing on the Secure cookie with 500', async () => {
      const answer = await send(app.url, 'POST', '/api/login', { body: TEST_ADMIN });
      expect(answer.status).toBe(403);
      expect(JSON.parse(answer.body)).toEqual({ error: `This site accepts changes over HTTPS only. Send the request to ${publicUrl} instead.` });
    });

    it('does not believe a client that claims HTTPS in X-Forwarded-Proto', async () => {
      const answer = await send(app.url, 'POST', '/api/login', { body: TEST_ADMIN, headers: { 'X-Forwarded-Proto': 'https' } });
      expect(answer.status).toBe(403);
    });

    it('redirects a read with 308 to the same path and query on PUBLIC_URL, never to the Host it was sent', async () => {
      for (const method of ['GET', 'HEAD']) {
        const answer = await send(app.url, method, '/counsellors?package=basic&page=2', { headers: { Host: 'elsewhere.example', 'X-Forwarded-Host': 'elsewhere.example' } });
        expect(answer.status).toBe(308);
        expect(answer.headers.location).toBe(`${publicUrl}/counsellors?package=basic&page=2`);
      }
      expect((await send(app.url, 'GET', '/api/packages')).headers.location).toBe(`${publicUrl}/api/packages`);
    });

    it('keeps a path that looks like another host a path on PUBLIC_URL', async () => {
      const answer = await send(app.url, 'GET', '//elsewhere.example/login');
      expect(answer.status).toBe(308);
      expect(new URL(answer.headers.location ?? '').host).toBe('margdarshak.example');
    });

    it('answers health probes, which load balancers send over plain HTTP', async () => {
      expect((await send(app.url, 'GET', '/api/health/live')).status).toBe(200);
      expect((await send(app.url, 'GET', '/api/health/ready')).status).toBe(200);
    });
  });
});

describe('production with TRUST_PROXY=1, behind one proxy that terminates TLS', () => {
  let app: TestApp;
  const fromProxy = (forwardedFor: string, more: Record<string, string> = {}) => ({ 'X-Forwarded-Proto': 'https', 'X-Forwarded-For': forwardedFor, ...more });

  beforeAll(async () => {
    app = await startTestApp({ env: { ...production, TRUST_PROXY: '1' } });
  });

  afterAll(async () => {
    await app?.stop();
  });

  it('takes the client address from the entry the proxy appended (the rightmost), not from what the client wrote before it', async () => {
    for (let i = 1; i <= 5; i++) expect((await contact(app.url, fromProxy(`203.0.113.${i}, 192.0.2.10`))).status).toBe(201);
    expect((await contact(app.url, fromProxy('203.0.113.99, 192.0.2.10'))).status).toBe(429);
    expect((await contact(app.url, fromProxy('192.0.2.10, 192.0.2.11'))).status).toBe(201);
  });

  it('believes the proxy about the scheme: HTTPS through it, plain HTTP refused when it says so', async () => {
    expect((await contact(app.url, fromProxy('192.0.2.20'))).status).toBe(201);
    expect((await contact(app.url, { 'X-Forwarded-Proto': 'http', 'X-Forwarded-For': '192.0.2.21' })).status).toBe(403);
  });

  it('believes the proxy about the host in the origin check', async () => {
    const answer = await contact(app.url, fromProxy('192.0.2.30', { Origin: 'https://www.margdarshak.example', 'X-Forwarded-Host': 'www.margdarshak.example' }));
    expect(answer.status).toBe(201);
  });
});
