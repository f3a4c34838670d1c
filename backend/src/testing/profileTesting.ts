// What the profile-change specs share: an approved counsellor's profile (as the `approvedCounsellor` fixture submitted
// it) sent again with some fields changed and only the files given, and whether an upload is still stored.
import { access } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import type { ProfileSubmissionResult } from '@margdarshak/contracts/api/counsellors';
import type { HttpClient } from './httpClient';
import type { TestApp } from './testApp';

export type Counsellor = HttpClient & { userId: string; email: string };

export function edit(overrides: Record<string, string> = {}, files: Record<string, [Buffer, string]> = {}): FormData {
  const fields = {
    name: 'Meera Iyer',
    age: '34',
    mobile: '9876543210',
    qualification: 'M.A. Psychology',
    address: '12 MG Road, Bengaluru',
    specialization: 'Engineering careers',
    offersAdvanced: 'true',
  };
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...overrides })) body.append(key, value);
  for (const [key, [bytes, name]] of Object.entries(files)) body.append(key, new Blob([new Uint8Array(bytes)]), name);
  return body;
}

export const submit = (app: TestApp, counsellor: Counsellor, body: FormData) =>
  fetch(`${app.url}/api/counsellor/${counsellor.userId}/profile`, { method: 'POST', body, headers: { Cookie: counsellor.cookieHeader() } });

export async function submitted(app: TestApp, counsellor: Counsellor, body: FormData): Promise<ProfileSubmissionResult> {
  const response = await submit(app, counsellor, body);
  expect(response.status).toBe(201);
  return (await response.json()) as ProfileSubmissionResult;
}

export const isStored = (app: TestApp, fileId: string) =>
  access(path.join(app.deps.config.dataDir, 'uploads', fileId)).then(
    () => true,
    () => false,
  );
