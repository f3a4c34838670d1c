// GET /api/session (issue 30): the question every page asks first, answered without an error either way, so a
// signed-out visit logs no failed request; GET /api/user keeps the spec's 401 beside it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionAnswer, User } from '@margdarshak/contracts/api/shapes';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => app?.stop());

describe('who is signed in', () => {
  it('answers nobody with 200 and user null, never cached, while GET /api/user still answers 401', async () => {
    const visitor = app.client();
    const answer = await visitor.get('/api/session').expectStatus(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({ user: null });
    expect((await visitor.get('/api/user')).status).toBe(401);
  });

  it('answers the signed-in account exactly as GET /api/user does, and nobody again after signing out', async () => {
    const student = await app.signUp('student');
    await student.put('/api/user/language', { language: 'hi' }).expectStatus(200);
    const account = await student.get('/api/user').expectStatus(200).json<User>();
    expect(account).toMatchObject({ id: student.userId, email: student.email, role: 'student', language: 'hi' });
    expect(await student.get('/api/session').expectStatus(200).json<SessionAnswer>()).toEqual({ user: account });
    await student.post('/api/logout').expectStatus(200);
    expect(await student.get('/api/session').expectStatus(200).json<SessionAnswer>()).toEqual({ user: null });
  });
});
