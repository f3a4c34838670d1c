import { describe, expect, it } from 'vitest';
import type { SessionEvent } from '@margdarshak/contracts/events/sessions';
import { SESSION_MS } from '@margdarshak/contracts/schedule/slots';
import type { BookingPhase } from '../bookings';
import { evolveSessionRecord, initialSessionRecord } from './sessionRecord';
import { decideSessionRecord, SESSION_DOCUMENTS_MAX, type SessionBooking, type SessionCommand, type Writer } from './sessionRecord.decider';

const bookingId = '5e0c1a2b-3c4d-4e5f-8a9b-000000000001';
const studentId = 'c8a1f0e2-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
const counsellorId = 'd9b2a1f3-4c5e-4f6a-9b0c-1d2e3f4a5b6c';
const parties = { bookingId, studentId, counsellorId };
const sealed = 'pd1.a.b.c';
const file = (n: number) => ({ id: `6b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a${String(n).padStart(2, '0')}`, sha256: 'x', size: 10, contentType: 'application/pdf' });
const docId = (n: number) => `7b7a3c1e-0a61-4b8f-9a52-0c1d5e6f7a${String(n).padStart(2, '0')}`;
const shared = (n: number): SessionEvent => ({ type: 'SessionDocumentShared', data: { ...parties, documentId: docId(n), name: sealed, file: file(n) } });

const startsAt = '2026-11-25T05:30:00.000Z';
const DAY = 86_400_000;
/** The last instant the record is writable: 7 days after the session's end. */
const lastWritable = new Date(Date.parse(startsAt) + SESSION_MS + 7 * DAY);
const booking = (phase: BookingPhase = 'confirmed', studentActive = true): SessionBooking => ({ ...parties, phase, startsAt, studentActive });
const counsellor: Writer = { id: counsellorId, role: 'counsellor' };
const admin: Writer = { id: 'a0000000-0000-4000-8000-000000000001', role: 'admin' };
const otherCounsellor: Writer = { id: 'a0000000-0000-4000-8000-000000000002', role: 'counsellor' };
const student: Writer = { id: studentId, role: 'student' };

const given = (events: SessionEvent[], facts = booking(), now = new Date(Date.parse(startsAt) - DAY)) => ({
  when:
    (command: SessionCommand, by: Writer = counsellor) =>
    () =>
      decideSessionRecord(command, events.reduce(evolveSessionRecord, initialSessionRecord), facts, by, now),
});
const notes: SessionCommand = { type: 'WriteNotes', notes: sealed };
const summary: SessionCommand = { type: 'ShareSummary', summary: sealed };

describe('session record decider', () => {
  it('records notes, a summary and documents of a paid session for its counsellor', () => {
    expect(given([]).when(notes)()).toEqual([{ type: 'SessionNotesWritten', data: { ...parties, notes: sealed } }]);
    expect(given([], booking('completed')).when(summary)()).toEqual([{ type: 'SessionSummaryShared', data: { ...parties, summary: sealed } }]);
    expect(given([]).when({ type: 'ShareDocument', documentId: docId(1), name: sealed, file: file(1) })()).toEqual([shared(1)]);
    expect(given([shared(1)]).when({ type: 'WithdrawDocument', documentId: docId(1) })()).toEqual([{ type: 'SessionDocumentWithdrawn', data: { ...parties, documentId: docId(1) } }]);
  });

  it('lets an admin share a summary or a document, but never write the private notes', () => {
    expect(given([]).when(summary, admin)()).toHaveLength(1);
    expect(given([]).when(notes, admin)).toThrow('Only the session’s counsellor can write its private notes');
  });

  it('refuses another counsellor and the student', () => {
    for (const by of [otherCounsellor, student]) {
      expect(given([]).when(summary, by)).toThrow('Only the session’s counsellor can change its record');
      expect(given([]).when(notes, by)).toThrow('Only the session’s counsellor can write its private notes');
    }
  });

  it('refuses a session not paid: pending, cancelled, failed, expired; and an unknown one', () => {
    for (const phase of ['pending', 'cancelled', 'failed', 'expired'] as const)
      expect(given([], booking(phase)).when(summary)).toThrow('Notes, a summary and documents are kept for paid sessions only');
    expect(given([], booking('none')).when(summary)).toThrow('Session not found');
  });

  it('refuses once the student has been erased', () => {
    expect(given([], booking('confirmed', false)).when(notes)).toThrow('This student’s account has been deleted');
  });

  it('records until 7 days after the session’s end, and refuses every change but a withdrawal after that', () => {
    const share: SessionCommand = { type: 'ShareDocument', documentId: docId(2), name: sealed, file: file(2) };
    for (const command of [notes, summary, share]) {
      expect(given([shared(1)], booking('completed'), lastWritable).when(command)()).toHaveLength(1);
      expect(given([shared(1)], booking('completed'), new Date(lastWritable.getTime() + 1)).when(command)).toThrow('until 7 days after the session');
    }
    const late = new Date(lastWritable.getTime() + 30 * DAY);
    expect(given([shared(1)], booking('completed'), late).when({ type: 'WithdrawDocument', documentId: docId(1) })()).toHaveLength(1);
  });

  it('withdraws only a document still shared, and holds at most the maximum at once', () => {
    const withdrawn: SessionEvent = { type: 'SessionDocumentWithdrawn', data: { ...parties, documentId: docId(1) } };
    expect(given([shared(1), withdrawn]).when({ type: 'WithdrawDocument', documentId: docId(1) })).toThrow('Document not found');
    const full = Array.from({ length: SESSION_DOCUMENTS_MAX }, (_, i) => shared(i));
    expect(given(full).when({ type: 'ShareDocument', documentId: docId(99), name: sealed, file: file(99) })).toThrow(`at most ${SESSION_DOCUMENTS_MAX} documents`);
  });

  it('remembers every file it ever referenced, for the erasure', () => {
    const state = [shared(1), shared(2), { type: 'SessionDocumentWithdrawn', data: { ...parties, documentId: docId(1) } } as SessionEvent].reduce(evolveSessionRecord, initialSessionRecord);
    expect([...state.documents.keys()]).toEqual([docId(2)]);
    expect(state.fileIds).toEqual([file(1).id, file(2).id]);
  });
});
