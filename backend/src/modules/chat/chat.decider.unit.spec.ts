// The chat's rules, pure: given the chat's events and the booking, when a participant acts, then events or a refusal.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '@margdarshak/contracts/events/chat';
import type { BookingPhase } from '../bookings';
import { evolveChat, initialChat } from './chat';
import { closedMessage, decideChat, participantOf, sendingRefusal, type ChatBooking, type ChatCommand, type Participant } from './chat.decider';

const ids = { bookingId: '00000000-0000-4000-8000-000000000001', studentId: '00000000-0000-4000-8000-000000000002', counsellorId: '00000000-0000-4000-8000-000000000003' };
const student: Participant = { id: ids.studentId, role: 'student' };
const counsellor: Participant = { id: ids.counsellorId, role: 'counsellor' };
const booking = (phase: BookingPhase = 'confirmed', consentWithdrawn = false): ChatBooking => ({ ...ids, phase, consentWithdrawn });
const now = new Date('2026-11-23T06:00:00Z');
const messageId = (n: number) => `00000000-0000-4000-8000-1000000000${String(n).padStart(2, '0')}`;
const sentBy = (by: Participant, n: number): ChatEvent => ({
  type: 'ChatMessageSent',
  data: { ...ids, messageId: messageId(n), fromUserId: by.id, fromRole: by.role, text: 'pd1.x', at: now.toISOString() },
});

function given(events: ChatEvent[], phase: BookingPhase = 'confirmed', consentWithdrawn = false) {
  const state = events.reduce(evolveChat, initialChat);
  return {
    when: (command: ChatCommand, by: Participant) => ({
      // biome-ignore lint/suspicious/noThenProperty: the Given/When/Then test language of decider specs; its result is never awaited
      then: (expected: ChatEvent[]) => expect(decideChat(command, state, booking(phase, consentWithdrawn), by, now)).toEqual(expected),
      thenThrows: (code: string) => expect(() => decideChat(command, state, booking(phase, consentWithdrawn), by, now)).toThrow(expect.objectContaining({ code })),
    }),
  };
}

describe('participants', () => {
  it('are the booking’s student and counsellor only; admins and others are refused, an unknown booking is not found', () => {
    expect(participantOf(booking(), { id: ids.studentId, role: 'student' })).toEqual(student);
    expect(participantOf(booking(), { id: ids.counsellorId, role: 'counsellor' })).toEqual(counsellor);
    expect(() => participantOf(booking(), { id: ids.studentId, role: 'admin' })).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => participantOf(booking(), { id: ids.counsellorId, role: 'student' })).toThrow(expect.objectContaining({ status: 403 }));
    expect(() => participantOf(booking('none'), { id: ids.studentId, role: 'student' })).toThrow(expect.objectContaining({ status: 404 }));
  });
});

describe('sending', () => {
  it('records the message with who sent it and when', () => {
    given([])
      .when({ type: 'SendMessage', messageId: messageId(1), text: 'pd1.x' }, student)
      .then([sentBy(student, 1)]);
  });
  it('is open on paid sessions only, and closed once cancelled', () => {
    const send: ChatCommand = { type: 'SendMessage', messageId: messageId(1), text: 'pd1.x' };
    given([], 'completed')
      .when(send, counsellor)
      .then([{ ...sentBy(counsellor, 1) }]);
    for (const phase of ['pending', 'failed', 'expired'] as const) given([], phase).when(send, student).thenThrows('CHAT_NOT_OPEN');
    given([], 'cancelled').when(send, student).thenThrows('CHAT_CLOSED');
  });
  it('is read-only for both sides once the student’s parent withdrew consent, each told why', () => {
    const send: ChatCommand = { type: 'SendMessage', messageId: messageId(1), text: 'pd1.x' };
    given([], 'confirmed', true).when(send, student).thenThrows('CHAT_CONSENT_WITHDRAWN');
    given([], 'completed', true).when(send, counsellor).thenThrows('CHAT_CONSENT_WITHDRAWN');
    expect(closedMessage(booking('confirmed', true), student)).toBe('Your parent has withdrawn their consent, so this chat is read-only: you can read your messages, but not send new ones.');
    expect(closedMessage(booking('confirmed', true), counsellor)).toBe(
      'This student’s parent has withdrawn their consent, so this chat is read-only: you can read the messages, but not send new ones.',
    );
    // Reading and reporting what was said stay open.
    given([sentBy(counsellor, 1)], 'confirmed', true)
      .when({ type: 'MarkRead', upTo: messageId(1) }, student)
      .then([{ type: 'ChatMessageRead', data: { ...ids, userId: student.id, upTo: messageId(1) } }]);
    given([sentBy(counsellor, 1)], 'confirmed', true)
      .when({ type: 'ReportMessage', messageId: messageId(1) }, student)
      .then([{ type: 'ChatMessageReported', data: { ...ids, messageId: messageId(1), byUserId: student.id } }]);
  });
  it('takes a message exactly on a paid booking whose student’s parent has not withdrawn; shows a closed line exactly when cancelled or withdrawn', () => {
    const phases = ['none', 'pending', 'failed', 'expired', 'confirmed', 'completed', 'cancelled'] as const;
    fc.assert(
      fc.property(fc.constantFrom(...phases), fc.boolean(), fc.constantFrom(student, counsellor), (phase, withdrawn, by) => {
        const open = (phase === 'confirmed' || phase === 'completed') && !withdrawn;
        expect(sendingRefusal(booking(phase, withdrawn), by) === undefined).toBe(open);
        expect(closedMessage(booking(phase, withdrawn), by) !== null).toBe(phase === 'cancelled' || withdrawn);
      }),
    );
  });
  it('records a message id once', () => {
    given([sentBy(student, 1)])
      .when({ type: 'SendMessage', messageId: messageId(1), text: 'pd1.x' }, student)
      .then([]);
  });
});

describe('reading', () => {
  it('moves only forward: reading up to an older message, or one’s own, records nothing', () => {
    const history = [sentBy(counsellor, 1), sentBy(counsellor, 2)];
    const read = (n: number): ChatEvent => ({ type: 'ChatMessageRead', data: { ...ids, userId: student.id, upTo: messageId(n) } });
    given(history)
      .when({ type: 'MarkRead', upTo: messageId(2) }, student)
      .then([read(2)]);
    given([...history, read(2)])
      .when({ type: 'MarkRead', upTo: messageId(1) }, student)
      .then([]);
    given(history)
      .when({ type: 'MarkRead', upTo: messageId(2) }, counsellor)
      .then([]);
    given(history)
      .when({ type: 'MarkRead', upTo: messageId(9) }, student)
      .thenThrows('NOT_FOUND');
  });

  it('records a read exactly when it goes past everything read before (any order of reads)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 12 }), (reads) => {
        let events: ChatEvent[] = [1, 2, 3, 4, 5, 6].map((n) => sentBy(counsellor, n));
        let furthest = 0;
        for (const n of reads) {
          const decided = decideChat({ type: 'MarkRead', upTo: messageId(n) }, events.reduce(evolveChat, initialChat), booking(), student, now);
          expect(decided.length).toBe(n > furthest ? 1 : 0);
          furthest = Math.max(furthest, n);
          events = [...events, ...decided];
        }
      }),
    );
  });
});

describe('reporting', () => {
  it('records a report of the other side’s message once; one’s own cannot be reported', () => {
    const reported: ChatEvent = { type: 'ChatMessageReported', data: { ...ids, messageId: messageId(1), byUserId: student.id, reason: 'pd1.r' } };
    given([sentBy(counsellor, 1)])
      .when({ type: 'ReportMessage', messageId: messageId(1), reason: 'pd1.r' }, student)
      .then([reported]);
    given([sentBy(counsellor, 1), reported])
      .when({ type: 'ReportMessage', messageId: messageId(1) }, student)
      .then([]);
    given([sentBy(counsellor, 1)])
      .when({ type: 'ReportMessage', messageId: messageId(1) }, counsellor)
      .thenThrows('OWN_MESSAGE');
    given([])
      .when({ type: 'ReportMessage', messageId: messageId(1) }, counsellor)
      .thenThrows('NOT_FOUND');
    // A cancelled booking's chat can still be reported.
    given([sentBy(counsellor, 1)], 'cancelled')
      .when({ type: 'ReportMessage', messageId: messageId(1) }, student)
      .then([{ type: 'ChatMessageReported', data: { ...ids, messageId: messageId(1), byUserId: student.id } }]);
  });
});
