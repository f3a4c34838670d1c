import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Package } from '@margdarshak/contracts/api/packages';
import { withPackageNameIn } from '@margdarshak/projections/packages/packagesQueries';
import { startTestApp, type TestApp } from '../../testing/testApp';
import type { HttpClient } from '../../testing/httpClient';

let app: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  admin = await app.admin();
});
afterAll(async () => app?.stop());

const input = (overrides: Record<string, unknown> = {}) => ({
  name: 'Advanced',
  description: 'Streams and colleges',
  price: 1999,
  type: 'advanced',
  features: ['Two tests', '  ', 'A report'],
  highlighted: true,
  ...overrides,
});

describe('admin packages', () => {
  it('creates a package that the public list and the type route then show, with blank features dropped', async () => {
    const created = await admin.post('/api/admin/packages', input()).expectStatus(201).json<Package>();
    expect(created).toMatchObject({ name: 'Advanced', price: 1999, type: 'advanced', features: ['Two tests', 'A report'], highlighted: true });
    const list = await app.client().get('/api/packages').expectStatus(200).json<Package[]>();
    expect(list).toContainEqual(created);
    expect(await app.client().get(`/api/packages/${created.id}`).expectStatus(200).json()).toEqual(created);
    expect(await app.client().get('/api/packages/advanced').expectStatus(200).json()).toEqual(created);
  });

  it('updates with PUT and PATCH, and deletes', async () => {
    const created = await admin
      .post('/api/admin/packages', input({ type: 'comprehensive', name: 'Full', price: 3999 }))
      .expectStatus(201)
      .json<Package>();
    const put = await admin
      .put(`/api/admin/packages/${created.id}`, input({ type: 'comprehensive', name: 'Full plan', price: 4199 }))
      .expectStatus(200)
      .json<Package>();
    expect(put).toMatchObject({ id: created.id, name: 'Full plan', price: 4199 });
    const patched = await admin
      .patch(`/api/admin/packages/${created.id}`, { ...input({ type: 'comprehensive', price: 3999 }), id: created.id })
      .expectStatus(200)
      .json<Package>();
    expect(patched.price).toBe(3999);
    expect(await admin.delete(`/api/admin/packages/${created.id}`).expectStatus(200).json()).toEqual(patched);
    await app.client().get(`/api/packages/${created.id}`).expectStatus(404);
    await admin.delete(`/api/admin/packages/${created.id}`).expectStatus(404);
  });

  it('lists in ra-data-simple-rest form with sort, range, filter and Content-Range', async () => {
    for (const price of [100, 200, 300]) await admin.post('/api/admin/packages', input({ type: 'basic', name: `Sorted ${price}`, price })).expectStatus(201);
    const query = (params: Record<string, unknown>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();
    const page = await admin.get(`/api/admin/packages?${query({ sort: ['price', 'DESC'], range: [0, 1], filter: { type: 'basic', q: 'Sorted' } })}`).expectStatus(200);
    expect(page.headers.get('content-range')).toBe('packages 0-1/3');
    expect(((await page.json()) as Package[]).map((p) => p.price)).toEqual([300, 200]);
    const all = await admin.get('/api/admin/packages').expectStatus(200).json<Package[]>();
    const byIds = await admin
      .get(`/api/admin/packages?${query({ filter: { id: all.slice(0, 2).map((p) => p.id) } })}`)
      .expectStatus(200)
      .json<Package[]>();
    expect(byIds.map((p) => p.id).sort()).toEqual(
      all
        .slice(0, 2)
        .map((p) => p.id)
        .sort(),
    );
    await admin.get(`/api/admin/packages?${query({ sort: ['password', 'ASC'] })}`).expectStatus(400);
    await admin.get('/api/admin/packages?range=[oops').expectStatus(400);
  });

  it('answers the spec messages for a missing field or feature and refuses a fractional price', async () => {
    const error = async (body: unknown) => (await admin.post('/api/admin/packages', body).expectStatus(400).json<{ error: string }>()).error;
    expect(await error(input({ name: '' }))).toBe('Missing information: Please fill all required fields');
    expect(await error(input({ description: undefined }))).toBe('Missing information: Please fill all required fields');
    expect(await error(input({ features: ['', '   '] }))).toBe('Missing features: Please add at least one feature');
    expect(await error(input({ price: 99.5 }))).toBe('Price must be a whole number of rupees');
    expect(await error(input({ type: 'premium' }))).toBe('Type must be basic, advanced or comprehensive');
  });

  it('lets only admins in: 401 signed out, 403 for students and counsellors', async () => {
    await app.client().get('/api/admin/packages').expectStatus(401);
    await app.client().post('/api/admin/packages', input()).expectStatus(401);
    const student = await app.signUp('student');
    await student.get('/api/admin/packages').expectStatus(403);
    await student.post('/api/admin/packages', input()).expectStatus(403);
    const counsellor = await app.signUp('counsellor');
    await counsellor.delete('/api/admin/packages/3f1c2b1e-6a61-4b8f-9a52-0c1d5e6f7a09').expectStatus(403);
  });

  it('answers unknown packages with 404 and the spec text', async () => {
    expect(await app.client().get('/api/packages/not-a-package').expectStatus(404).json()).toEqual({ error: 'Package not found' });
    await admin.get('/api/admin/packages/not-a-uuid').expectStatus(400);
  });

  it('never answers arbitrary JSON with a 5xx on any package endpoint', async () => {
    const { id } = await admin
      .post('/api/admin/packages', input({ type: 'basic' }))
      .expectStatus(201)
      .json<Package>();
    const targets = [
      ['POST', '/api/admin/packages'],
      ['PUT', `/api/admin/packages/${id}`],
      ['PATCH', `/api/admin/packages/${id}`],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), fc.jsonValue(), async ([method, path], body) => {
        const response = method === 'POST' ? await admin.post(path, body) : method === 'PUT' ? await admin.put(path, body) : await admin.patch(path, body);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string(), async (key, value) => {
        const response = await admin.get(`/api/admin/packages?${new URLSearchParams({ [key]: value })}`);
        expect(response.status).toBeLessThan(500);
        const typed = await app.client().get(`/api/packages/${encodeURIComponent(value)}`);
        expect(typed.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});

describe("a package's Hindi words (issue 33)", () => {
  const hindi = { name: 'एडवांस्ड', description: 'स्ट्रीम और कॉलेज', features: ['दो टेस्ट', ' ', 'एक रिपोर्ट'] };
  const written = { ...hindi, features: ['दो टेस्ट', 'एक रिपोर्ट'] };
  const publicOne = async (id: string) => app.client().get(`/api/packages/${id}`).expectStatus(200).json<Package>();

  it('are written by the admin, shown to everyone, kept by an edit that leaves them out, and removed with null', async () => {
    const created = await admin.post('/api/admin/packages', input({ hindi })).expectStatus(201).json<Package>();
    expect(created.hindi).toEqual(written);
    expect((await app.client().get('/api/packages').expectStatus(200).json<Package[]>()).find((p) => p.id === created.id)?.hindi).toEqual(written);
    await admin.patch(`/api/admin/packages/${created.id}`, { ...input({ price: 2499 }), id: created.id }).expectStatus(200);
    expect(await publicOne(created.id)).toMatchObject({ price: 2499, hindi: written });
    await admin.patch(`/api/admin/packages/${created.id}`, { ...input({ hindi: null }), id: created.id }).expectStatus(200);
    expect(await publicOne(created.id)).not.toHaveProperty('hindi');
  });

  it("name a booked session's package in a Hindi reader's mail; a package without them, or gone, by the name it was sold under", async () => {
    const named = await admin.post('/api/admin/packages', input({ hindi })).expectStatus(201).json<Package>();
    const unnamed = await admin.post('/api/admin/packages', input()).expectStatus(201).json<Package>();
    const booked = (pkg: { id: string }) => ({ packageId: pkg.id, packageName: 'Advanced', startsAt: '2026-12-01T10:00:00Z' });
    expect(await withPackageNameIn(app.deps.db, booked(named), 'hi')).toEqual({ ...booked(named), packageName: 'एडवांस्ड' });
    expect(await withPackageNameIn(app.deps.db, booked(named), 'en')).toEqual(booked(named));
    expect(await withPackageNameIn(app.deps.db, booked(unnamed), 'hi')).toEqual(booked(unnamed));
    const gone = { id: '00000000-0000-4000-8000-000000000000' };
    expect(await withPackageNameIn(app.deps.db, booked(gone), 'hi')).toEqual(booked(gone));
  });

  it('follow the English fields’ rules, naming the Hindi field, and a refused edit changes nothing', async () => {
    const created = await admin.post('/api/admin/packages', input({ hindi })).expectStatus(201).json<Package>();
    for (const [wrong, path] of [
      [{ ...hindi, name: ' ' }, 'hindi.name'],
      [{ ...hindi, features: [' '] }, 'hindi.features'],
      [{ name: 'एडवांस्ड' }, 'hindi.description'],
    ] as const) {
      const refused = await admin
        .patch(`/api/admin/packages/${created.id}`, { ...input({ hindi: wrong }), id: created.id })
        .expectStatus(400)
        .json<{ issues: { path: string }[] }>();
      expect(refused.issues.map((issue) => issue.path)).toContain(path);
    }
    expect(await publicOne(created.id)).toEqual(created);
  });

  it('read the same after the read models are rebuilt from the log', async () => {
    const created = await admin.post('/api/admin/packages', input({ hindi })).expectStatus(201).json<Package>();
    const before = await app.client().get('/api/packages').expectStatus(200).json<Package[]>();
    await app.rebuildReadModels();
    expect(await app.client().get('/api/packages').expectStatus(200).json<Package[]>()).toEqual(before);
    expect(await publicOne(created.id)).toEqual(created);
  });
});
