import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { erasureProcessor } from './erasure.processor';

const userId = '4f0c8a5e-3b7d-4f0e-9a51-2c6d8e1f7a90';
const adminId = '9b1e2d3c-4a5f-4e6d-8c7b-0a1b2c3d4e5f';
const erased = (metadata: RecordedEvent['metadata']): RecordedEvent => ({
  id: 'e2a1c3d4-5b6f-4a7e-8d9c-0f1e2d3c4b5a',
  streamName: `user-${userId}`,
  revision: 1n,
  position: { commit: 10n, prepare: 1n },
  type: 'UserErased',
  data: { userId },
  metadata,
});

describe('the erasure processor’s plan', () => {
  it('mails a confirmation, keyed by the event, when the person closed the account themself', () => {
    const event = erased({ at: '2026-11-02T06:00:00.000Z', userId, role: 'student' });
    const [job] = erasureProcessor.plan(event);
    expect(job).toMatchObject({ kind: 'erase', userId, confirmation: { mailId: `account-deleted-${event.id}` } });
    expect(erasureProcessor.plan(event)).toEqual([job]); // a replay plans the same job
  });

  it('mails nothing when an admin or the system erased the account', () => {
    for (const metadata of [
      { at: '2026-11-02T06:00:00.000Z', userId: adminId, role: 'admin' as const },
      { at: '2026-11-02T06:00:00.000Z', role: 'system' as const },
    ]) {
      expect(erasureProcessor.plan(erased(metadata))[0]).not.toHaveProperty('confirmation');
    }
  });
});

describe('the erasure processor’s plan for a parent’s request', () => {
  it('mails the parent (by id, no address in the job) and the child, keyed by the event', () => {
    const parentId = '7c2d4e6f-8a9b-4c1d-9e2f-3a4b5c6d7e8f';
    const event = erased({ at: '2026-11-02T06:00:00.000Z', userId: parentId, role: 'parent' });
    expect(erasureProcessor.plan(event)[0]).toMatchObject({ kind: 'erase', userId, confirmation: { mailId: `account-deleted-${event.id}`, parentId } });
    expect(JSON.stringify(erasureProcessor.plan(event))).not.toContain('@');
  });
});
