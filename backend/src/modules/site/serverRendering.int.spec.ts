// Server-rendered pages over real HTTP, with the built render: a signed-out page is rendered and encoded once per
// packages generation and sent as stored, in the encoding the request accepts; a signed-in page is drawn once per role
// and language, and each visitor's own user spliced into it.
import { readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../testing/fixtures';
import type { HttpClient } from '../../testing/httpClient';
import { loadBuiltFrontend, startTestApp, type TestApp } from '../../testing/testApp';
import type { FrontendServer } from './frontendServer';

let app: TestApp;
let admin: HttpClient;
let built: FrontendServer;
let renders = 0;

beforeAll(async () => {
  built = await loadBuiltFrontend();
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
  const template = readFileSync(new URL('../../../../frontend/dist/index.html', import.meta.url), 'utf8');

  /** The page drawn whole for this visitor, as it was before pages were spliced: what a spliced page must equal. */
  async function wholeRender(page: string, cookie: string): Promise<string> {
    const url = /<meta property="og:url" content="([^"]+)"/.exec(page)?.[1] ?? expect.fail('no og:url');
    const user = await (await fetch(`${app.url}/api/user`, { headers: { cookie } })).json();
    const packages = await (await fetch(`${app.url}/api/packages`)).json();
    return (await built.renderPage(template, url, { user, packages })) ?? expect.fail('not rendered');
  }

  it("is drawn once per role, and each visitor gets exactly the page drawn for them, gzipped, never a stranger's", async () => {
    const [asha, ravi] = [await app.signUp('student'), await app.signUp('student')];
    // Any append drops the cached pages (the packages projection moves past it): draw the students' page again first.
    await get('/', { 'Accept-Encoding': browser, Cookie: asha.cookieHeader() });
    const before = renders;
    const pages = {
      asha: await get('/', { 'Accept-Encoding': browser, Cookie: asha.cookieHeader() }),
      ravi: await get('/', { 'Accept-Encoding': 'gzip', Cookie: ravi.cookieHeader() }),
      raviPlain: await get('/', { 'Accept-Encoding': 'br', Cookie: ravi.cookieHeader() }),
    };
    expect(renders).toBe(before);
    expect(pages.asha.headers['content-encoding']).toBe('gzip');
    expect(pages.ravi.headers['content-encoding']).toBe('gzip');
    expect(pages.raviPlain.headers['content-encoding']).toBeUndefined();
    expect(decoded(pages.asha)).toBe(await wholeRender(decoded(pages.asha), asha.cookieHeader()));
    expect(decoded(pages.ravi)).toBe(await wholeRender(decoded(pages.ravi), ravi.cookieHeader()));
    expect(decoded(pages.raviPlain)).toBe(decoded(pages.ravi));
    expect(decoded(pages.asha)).toContain(asha.email);
    expect(decoded(pages.asha)).not.toContain(ravi.email);
    for (const page of Object.values(pages)) {
      expect(page.status).toBe(200);
      expect(Number(page.headers['content-length'])).toBe(page.body.length);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(page.headers.vary).toMatch(/Cookie/);
    }
    const stranger = await get('/', { 'Accept-Encoding': 'br' });
    expect(decoded(stranger)).not.toContain(asha.email);

    // Another role's page is another drawing (its links lead to its own dashboard), then cached in turn.
    const counsellor = await app.signUp('counsellor');
    await get('/', { 'Accept-Encoding': browser, Cookie: asha.cookieHeader() });
    const beforeCounsellor = renders;
    const counsellorPage = decoded(await get('/', { 'Accept-Encoding': browser, Cookie: counsellor.cookieHeader() }));
    await get('/', { 'Accept-Encoding': browser, Cookie: counsellor.cookieHeader() });
    expect(renders).toBe(beforeCounsellor + 1);
    expect(counsellorPage).toBe(await wholeRender(counsellorPage, counsellor.cookieHeader()));
    expect(counsellorPage).not.toBe(decoded(await get('/', { 'Accept-Encoding': browser, Cookie: asha.cookieHeader() })).replace(asha.email, counsellor.email));
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

describe('a page written in Hindi too (issue 33)', () => {
  /** Each alternate's language and address, which is absolute on the site's public origin (as og:url is). */
  const alternates = (html: string) => {
    const origin = new URL(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1] ?? 'http://unknown').origin;
    return [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => `${lang} ${href?.startsWith(`${origin}/`) ? href.slice(origin.length) : href}`);
  };

  it('is drawn in Hindi at /hi, says so, and both versions name each other', async () => {
    const hindi = await get('/hi', { 'Accept-Encoding': browser });
    expect(hindi.status).toBe(200);
    const html = decoded(hindi);
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>Margdarshak · विद्यार्थियों के लिए करियर काउंसलिंग</title>');
    expect(html).toContain('अपने लिए सही राह ढूँढिए, काउंसलर के साथ मिलकर');
    expect(html).not.toContain(heroHeading);
    const english = decoded(await get('/', { 'Accept-Encoding': browser }));
    expect(english).toContain('<html lang="en-IN">');
    expect(english).toContain(heroHeading);
    const both = ['en-IN /', 'hi /hi', 'x-default /'];
    expect(alternates(html)).toEqual(both);
    expect(alternates(english)).toEqual(both);
  });

  it('moves the technical note in Hindi from ?lang=hi to its twin, for links already sent', async () => {
    const old = await get('/about/assessments?lang=hi', {});
    expect(old.status).toBe(301);
    expect(old.headers.location).toBe('/hi/about/assessments');
    const hindi = decoded(await get('/hi/about/assessments', { 'Accept-Encoding': browser }));
    expect(hindi).toContain('<html lang="hi">');
    expect(hindi).toContain('हमारे टेस्ट कैसे काम करते हैं');
    expect(alternates(hindi)).toEqual(['en-IN /about/assessments', 'hi /hi/about/assessments', 'x-default /about/assessments']);
    // A page whose address has a parameter moves the same way; one not written in Hindi yet stays the English page.
    const profile = await get('/counsellors/some-counsellor?lang=hi', {});
    expect(profile.status).toBe(301);
    expect(profile.headers.location).toBe('/hi/counsellors/some-counsellor');
    expect((await get('/counsellor/dashboard?lang=hi', {})).status).toBe(200);
  });

  it('draws a lazy page in Hindi with its own words, and carries them with the page', async () => {
    const html = decoded(await get('/hi/services', { 'Accept-Encoding': browser }));
    expect(html).toContain('<html lang="hi">');
    expect(html).toContain('<title>सेवाएँ · Margdarshak</title>');
    expect(html).toContain('हमारी सेवाएँ');
    const data = JSON.parse(/<script type="application\/json" id="server-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { messages?: Record<string, unknown> };
    expect(Object.keys(data.messages ?? {}).sort()).toEqual(['errorPages', 'home', 'packages', 'services', 'shell']);
    // An English page carries no Hindi.
    const english = decoded(await get('/services', { 'Accept-Encoding': browser }));
    expect(english).toContain('Our services');
    expect(english).not.toContain('"messages"');
  });

  it('has no Hindi address where the page is not written in Hindi yet', async () => {
    expect((await get('/hi/counsellor/dashboard', {})).status).toBe(404);
    expect(alternates(decoded(await get('/counsellor/dashboard', { 'Accept-Encoding': browser })))).toEqual([]);
  });

  it("sends a Hindi page the browser draws (a counsellor's profile) saying it is Hindi before its scripts run", async () => {
    const profile = await get('/hi/counsellors/some-counsellor', { 'Accept-Encoding': browser });
    expect(profile.status).toBe(200);
    expect(decoded(profile)).toContain('<html lang="hi">');
    expect(decoded(await get('/counsellors/some-counsellor', { 'Accept-Encoding': browser }))).toContain('<html lang="en-IN">');
  });
});

describe('the security headers', () => {
  it('give a page its policies, and a built script only nosniff and its caching: a policy governs documents', async () => {
    const page = await get('/', {});
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    const script = /<script type="module"[^>]* src="([^"]+)"/.exec(decoded(page))?.[1];
    expect(script).toMatch(/^\/assets\/index-.+\.js$/);
    const asset = await get(script ?? '', { 'Accept-Encoding': browser });
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toMatch(/^text\/javascript/);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    for (const name of ['content-security-policy', 'x-frame-options', 'referrer-policy', 'permissions-policy']) expect(asset.headers[name], name).toBeUndefined();
    // Named for its content and cached for a year: nothing to revalidate or trace.
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['last-modified']).toBeUndefined();
    expect(asset.headers['x-request-id']).toBeUndefined();
    expect(page.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
