// A chat whose two parties follow it on different API processes: the student's stream pinned to the first process, the
// counsellor's to the second (opened on each process's own port, as a front door could have sent them), while both send
// messages through the door. Each stream resumes on the other process when its own dies. At the end, each stream must
// have received exactly the chat's messages as the product keeps them: none lost, none twice, in order.
import type { ChatMessage, ChatMessagesPage } from '@margdarshak/contracts/api/chat';
import type { HttpClient } from '../httpClient';
import { resumingStream, type ResumingStream } from './resumingStream';

type Party = HttpClient & { userId: string };

export interface ChatFindings {
  /** Messages the chat holds at the end (every one sent, acknowledged or not). */
  messages: number;
  acknowledged: number;
  /** Per party: where its stream was opened, in order, and what it received against what the chat holds. */
  streams: { party: 'student' | 'counsellor'; openedOn: string[]; received: number; lost: string[]; doubled: string[]; outOfOrder: boolean }[];
  /** Acknowledged (201) messages the chat does not hold. */
  acknowledgedMissing: string[];
  serverErrors: string[];
}

export interface ChatRun {
  stop(): Promise<ChatFindings>;
}

async function allMessages(reader: HttpClient, bookingId: string): Promise<ChatMessage[]> {
  const messages: ChatMessage[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await reader
      .get(`/api/bookings/${bookingId}/messages${before ? `?before=${before}` : ''}`)
      .expectStatus(200)
      .json<ChatMessagesPage>();
    messages.unshift(...page.messages);
    if (!page.hasMore || !page.messages[0]) return messages;
    before = page.messages[0].id;
  }
}

export async function startChatAcrossProcesses(options: { apiUrls: readonly [string, string]; bookingId: string; student: Party; counsellor: Party }): Promise<ChatRun> {
  const { apiUrls, bookingId, student, counsellor } = options;
  const path = `/api/bookings/${bookingId}/messages/stream`;
  const { lastEventId } = await student.get(`/api/bookings/${bookingId}/messages`).expectStatus(200).json<ChatMessagesPage>();
  const streams: Record<'student' | 'counsellor', ResumingStream> = {
    student: resumingStream(apiUrls, path, { Cookie: student.cookieHeader() }, lastEventId),
    counsellor: resumingStream([apiUrls[1], apiUrls[0]], path, { Cookie: counsellor.cookieHeader() }, lastEventId),
  };
  const acknowledged: string[] = [];
  const serverErrors: string[] = [];
  let stopping = false;
  // One message a second, the parties taking turns: well inside the chat's throttle (10 a person in 10 s).
  const sending = (async () => {
    for (let n = 1; !stopping; n++) {
      const text = `Message ${n} across processes`;
      const response = await (n % 2 ? student : counsellor).post(`/api/bookings/${bookingId}/messages`, { text }).then(
        (r) => r,
        () => undefined,
      );
      if (response?.status === 201) acknowledged.push(text);
      else if (response && response.status >= 500) serverErrors.push(`chat message ${n}: ${response.status} ${await response.text()}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  })();
  return {
    async stop() {
      stopping = true;
      await sending;
      const held = await allMessages(student, bookingId);
      const positions = held.map((m) => m.position);
      // The streams deliver in their own time: wait (at most 30 s) until each has as many events as the chat has messages.
      const deadline = Date.now() + 30_000;
      while (Object.values(streams).some((s) => s.events.length < positions.length) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      for (const stream of Object.values(streams)) stream.close();
      const texts = new Set(held.map((m) => m.text));
      return {
        messages: held.length,
        acknowledged: acknowledged.length,
        streams: (['student', 'counsellor'] as const).map((party) => {
          const received = streams[party].events.map((e) => e.id ?? '');
          const counts = new Map<string, number>();
          for (const id of received) counts.set(id, (counts.get(id) ?? 0) + 1);
          return {
            party,
            openedOn: streams[party].openedOn,
            received: received.length,
            lost: positions.filter((p) => !counts.has(p)),
            doubled: [...counts].filter(([, count]) => count > 1).map(([id]) => id),
            outOfOrder: received.join(',') !== positions.filter((p) => counts.has(p)).join(','),
          };
        }),
        acknowledgedMissing: acknowledged.filter((text) => !texts.has(text)),
        serverErrors,
      };
    },
  };
}
