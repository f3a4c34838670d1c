// A counsellor registered, profiled and approved over HTTP on a running product (the crash specs drive the product as
// `npm start` runs it, from outside): offering the Basic package, as the demo data prices it.
import { expect } from 'vitest';
import { tinyPdf, tinyPng } from './fixtures';
import { HttpClient } from './httpClient';

export async function approvedCounsellor(url: string, admin: HttpClient, email: string, name: string): Promise<string> {
  const counsellor = new HttpClient(url);
  const { id } = await counsellor.post('/api/register', { email, password: 'secret-123', role: 'counsellor' }).expectStatus(201).json<{ id: string }>();
  const form = new FormData();
  const fields = {
    name,
    age: '40',
    mobile: '9876543210',
    qualification: 'M.A. Psychology',
    address: '1 MG Road, Pune',
    offersBasic: 'true',
    offersAdvanced: 'false',
    offersComprehensive: 'false',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('addressProof', new Blob([new Uint8Array(tinyPdf)]), 'a.pdf');
  form.append('qualificationCertificate', new Blob([new Uint8Array(tinyPng)]), 'q.png');
  form.append('profilePhoto', new Blob([new Uint8Array(tinyPng)]), 'p.png');
  const submitted = await fetch(`${url}/api/counsellor/${id}/profile`, { method: 'POST', body: form, headers: { Cookie: counsellor.cookieHeader() } });
  expect(submitted.status).toBe(201);
  await admin.patch(`/api/admin/counsellors/${id}/approve`).expectStatus(200);
  return id;
}
