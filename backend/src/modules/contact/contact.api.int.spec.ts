import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage } from '@margdarshak/contracts/api/contact';
import { fixedClock } from '../../platform/clock';
import type { HttpClient } from '../../testing/httpClient';
import { startTestApp, type TestApp } from '../../testing/testApp';

const clock = fixedClock(new Date('2026-11-23T06:00:00Z'));
let app: TestApp;
let admin: HttpClient;
beforeAll(async () => {
  app = await startTestApp({ clock });
  admin = await app.admin();
});
afterAll(async () => app?.stop());

const message = { name: '  Priya Nair ', email: 'priya.nair@example.in', message: 'Does the comprehensive package suit a Class 9 student?' };

describe('the contact form', () => {
  it('takes a message, trimmed, that an admin then reads and marks handled', async () => {
    expect(await app.client().post('/api/contact', message).expectStatus(201).json()).toEqual({ message: expect.stringMatching(/Thank you/) });
    const list = await admin.get('/api/admin/messages').expectStatus(200).json<AdminMessage[]>();
    const received = list.find((m) => m.email === message.email);
    expect(received).toMatchObject({ name: 'Priya Nair', message: message.message, handled: false });
    const handled = await admin.patch(`/api/admin/messages/${received?.id}`, { handled: true }).expectStatus(200).json<AdminMessage>();
    expect(handled.handled).toBe(true);
  });

  it('refuses missing or blank fields with the spec message, and a bad e-mail', async () => {
    for (const body of [
      { ...message, name: '   ' },
      { ...message, message: '' },
      { name: 'A', email: 'a@b.in' },
    ]) {
      expect(await app.client().post('/api/contact', body).expectStatus(400).json()).toMatchObject({ error: 'Please fill in all fields before sending your message.' });
    }
    expect(
      await app
        .client()
        .post('/api/contact', { ...message, email: 'not-an-email' })
        .expectStatus(400)
        .json(),
    ).toMatchObject({ error: 'Please enter a valid email' });
  });

  it('names the field a value is too long for', async () => {
    const tooLong = { name: 'x'.repeat(101), email: `priya@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(60)}.${'f'.repeat(10)}.in`, message: 'x'.repeat(5_001) };
    for (const [field, error] of [
      ['name', 'Name must be at most 100 characters'],
      ['email', 'Email must be at most 254 characters'],
      ['message', 'Message must be at most 5,000 characters'],
    ] as const) {
      expect(
        await app
          .client()
          .post('/api/contact', { ...message, [field]: tooLong[field] })
          .expectStatus(400)
          .json(),
      ).toMatchObject({ error });
    }
  });

  it('answers 429 after 5 messages in 10 minutes from one client, and accepts again later', async () => {
    clock.advance(11 * 60_000); // clear the first test's message from the window
    for (let i = 0; i < 5; i++) await app.client().post('/api/contact', message).expectStatus(201);
    expect((await app.client().post('/api/contact', message).expectStatus(429).json<{ error: string }>()).error).toMatch(/wait a few minutes/);
    clock.advance(10 * 60_000 + 1);
    await app.client().post('/api/contact', message).expectStatus(201);
  });

  it('keeps the messages to admins', async () => {
    for (const [client, status] of [
      [app.client(), 401],
      [await app.signUp('student'), 403],
      [await app.signUp('counsellor'), 403],
    ] as const) {
      await client.get('/api/admin/messages').expectStatus(status);
      await client.patch(`/api/admin/messages/${crypto.randomUUID()}`, { handled: true }).expectStatus(status);
    }
  });
});
