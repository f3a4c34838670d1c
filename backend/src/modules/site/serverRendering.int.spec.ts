// Server-rendered pages over real HTTP, with the built render: a signed-out page is rendered and encoded once per
// packages generation and sent as stored, in the encoding the request accepts; a signed-in page is the visitor's own.
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { loadBuiltFrontend, startTestApp, type TestApp } from '../../testing/testApp';
import type { FrontendServer } from './frontendServer';

let app: TestApp;
let admin: HttpClient;
let renders = 0;

beforeAll(async () => {
  const built = await loadBuiltFrontend();
  // Counts the renders the app asks for: a page served from the cache asks for none.
  const counted: FrontendServer = {
    ...built,
    renderPage: (...args) => {
      renders++;
      return built.renderPage(...args);
    },
  };
  app = await startTestApp({ frontend: counted });
  admin = await app.admin();
});
afterAll(async () => app?.stop());

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET whose body is kept as sent on the wire (fetch would decode it). */
function get(path: string, headers: Record<string, string>): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${app.url}${path}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

function decoded(response: RawResponse): string {
  const encoding = response.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(response.body) : encoding === 'gzip' ? gunzipSync(response.body) : response.body;
  return bytes.toString('utf8');
}

const browser = 'gzip, deflate, br, zstd';
const heroHeading = 'Find the path that fits you, with a counsellor beside you';

describe('a signed-out server-rendered page', () => {
  it('is sent in the encoding the request accepts, each decoding to the same HTML, with its exact length', async () => {
    const asked = { br: 'br', browser, gzip: 'gzip', deflateOnly: 'deflate', identity: 'identity' } as const;
    const responses = Object.fromEntries(await Promise.all(Object.entries(asked).map(async ([name, accept]) => [name, await get('/', { 'Accept-Encoding': accept })] as const)));
    const encodings = Object.fromEntries(Object.entries(responses).map(([name, response]) => [name, response.headers['content-encoding'] ?? 'identity']));
    expect(encodings).toEqual({ br: 'br', browser: 'br', gzip: 'gzip', deflateOnly: 'identity', identity: 'identity' });

    const html = decoded(responses.identity ?? expect.fail('no identity response'));
    expect(html).toContain(heroHeading);
    for (const response of Object.values(responses)) {
      expect(response.status).toBe(200);
      expect(decoded(response)).toBe(html);
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers.vary).toMatch(/Accept-Encoding/);
      expect(response.headers.vary).toMatch(/Cookie/);
    }
  });

  it('is rendered once, then served from the cache until the packages read model changes', async () => {
    await get('/about', { 'Accept-Encoding': 'br' });
    const before = renders;
    const first = await get('/about', { 'Accept-Encoding': 'br' });
    const again = await get('/about', { 'Accept-Encoding': 'gzip' });
    expect(renders).toBe(before);
    expect(decoded(again)).toBe(decoded(first));

    const landing = decoded(await get('/', { 'Accept-Encoding': 'br' }));
    const pkg = await createPackage(admin, 'comprehensive', 4999);
    const name = ((await admin.get('/api/packages').json<{ id: string; name: string }[]>()).find((row) => row.id === pkg.id) ?? expect.fail('package not listed')).name;
    expect(landing).not.toContain(name);
    const afterChange = renders;
    const changed = await Promise.all(['br', 'gzip', 'identity'].map((accept) => get('/', { 'Accept-Encoding': accept })));
    expect(renders).toBe(afterChange + 1);
    for (const response of changed) expect(decoded(response)).toContain(name);
  });
});

describe('a signed-in server-rendered page', () => {
  it('is rendered for the visitor at every request, never taken from or left in the shared cache', async () => {
    const student = await app.signUp('student');
    // Any append drops the shared pages (the packages projection moves past it): fill the cache again first.
    await get('/', { 'Accept-Encoding': 'br' });
    const before = renders;
    const pages = [await get('/', { 'Accept-Encoding': 'br', Cookie: student.cookieHeader() }), await get('/', { 'Accept-Encoding': 'gzip', Cookie: student.cookieHeader() })];
    expect(renders).toBe(before + 2);
    for (const page of pages) {
      expect(decoded(page)).toContain(student.email);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.vary).toMatch(/Cookie/);
    }
    const stranger = await get('/', { 'Accept-Encoding': 'br' });
    expect(renders).toBe(before + 2);
    expect(decoded(stranger)).not.toContain(student.email);
  });

  it("starts from the account as GET /api/user answers it, the family's language included", async () => {
    const student = await app.signUp('student');
    await student.put('/api/user/language', { language: 'hi' }).expectStatus(200);
    const account = await student.get('/api/user').expectStatus(200).json<{ language: string }>();
    expect(account.language).toBe('hi');
    const html = decoded(await get('/', { 'Accept-Encoding': 'br', Cookie: student.cookieHeader() }));
    const data = /<script type="application\/json" id="[^"]+">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect((JSON.parse(data) as { user: unknown }).user).toEqual(account);
  });
});
