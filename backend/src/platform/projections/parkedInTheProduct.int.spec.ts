// A poison event in the product (a contact message whose text the read model cannot store, as a NUL did before the
// edge refused it): its read model parks it and goes on, no command waits for it, the other read models are untouched,
// and the back office is told.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminMessage } from '@margdarshak/contracts/api/contact';
import type { OperationsStatus } from '@margdarshak/contracts/api/operations';
import type { LogPosition } from '@margdarshak/contracts/log';
import type { WaitOptions } from '@margdarshak/projections/readModelProgress';
import { metadataOf } from '../commandHandler';
import { startTestApp, type TestApp } from '../../testing/testApp';

let app: TestApp;
/** Every read-model wait a command made, and whether it ended caught up (true) or at its bound (false). */
const waits: { types: readonly string[]; caughtUp: boolean }[] = [];
beforeAll(async () => {
  app = await startTestApp();
  const waitFor = app.deps.readModels.waitFor.bind(app.deps.readModels);
  app.deps.readModels.waitFor = async (position: LogPosition, options?: WaitOptions) => {
    const caughtUp = await waitFor(position, options);
    waits.push({ types: options?.eventTypes ?? [], caughtUp });
    return caughtUp;
  };
});
afterAll(async () => app?.stop());

describe('a poison event in the product', () => {
  it('is parked by its read model, which goes on; no command waits for it, and the back office warns', async () => {
    const admin = await app.admin();
    const messageId = randomUUID();
    const seal = (text: string) => app.deps.vault.seal(messageId, text);
    // Written straight to the log, past the edge that now refuses such text.
    await app.deps.eventStore.appendToStream(`contact-${messageId}`, [
      {
        type: 'ContactMessageReceived',
        data: { messageId, name: await seal('Poison\u0000Name'), email: await seal('p@example.in'), message: await seal('hello') },
        metadata: metadataOf({ role: 'system' }, new Date()),
      },
    ]);
    waits.length = 0;
    for (let i = 0; i < 3; i++) {
      await app.signUp('student');
      await app
        .client()
        .post('/api/contact', { name: `Visitor ${i}`, email: `v${i}@example.in`, message: 'A question about packages' })
        .expectStatus(201);
    }
    expect(waits.length).toBeGreaterThan(6);
    expect(waits.filter((wait) => !wait.caughtUp)).toEqual([]); // nobody waited out the bound

    await expect.poll(async () => (await admin.get('/api/admin/operations').json<OperationsStatus>()).projections.find((p) => p.name === 'contact_messages')?.parked, { timeout: 15_000 }).toBe(1);
    const status = await admin.get('/api/admin/operations').expectStatus(200).json<OperationsStatus>();
    expect(status.parkedEvents).toEqual([expect.objectContaining({ projection: 'contact_messages', type: 'ContactMessageReceived', streamName: `contact-${messageId}` })]);
    expect(status.projections.filter((p) => p.name !== 'contact_messages').every((p) => p.parked === 0 && !p.failing)).toBe(true);
    // The read model went on past it: every later message is there.
    const listed = await admin.get('/api/admin/messages').json<AdminMessage[]>();
    expect(listed.map((m) => m.name).sort()).toEqual(['Visitor 0', 'Visitor 1', 'Visitor 2']);
    // Only admins see this.
    await (await app.signUp('student')).get('/api/admin/operations').expectStatus(403);
  });
});
