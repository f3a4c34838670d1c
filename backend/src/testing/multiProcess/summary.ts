// The multi-process run's figures in one line, for the test's output and the long run's.
import type { MultiProcessResult } from './multiProcessScenario';

export function summary(result: MultiProcessResult): string {
  const { workload, findings, door, chat } = result;
  const answered = Object.values(door.answeredBy).join(' + ');
  return [
    `multi-process: ${workload.steps} workload requests (${answered} answered per API process), ${result.kills} kills`,
    `${findings.counted.bookings} bookings, ${findings.counted.payments} payments, ${findings.counted.refundsDue} refunds due, ${findings.counted.testsCompleted} tests completed, ${findings.counted.mails} mails`,
    `consistent ${result.settledInMs} ms after the projector's restart`,
    `door: ${door.retriedDials} dials retried elsewhere, ${door.diedMidRequest} requests lost with their process, ${door.noLiveUpstream} with no live upstream`,
    `chat: ${chat.messages} messages; streams opened on ${chat.streams.map((s) => `${s.party} ${s.openedOn.length}x`).join(', ')}`,
  ].join('; ');
}
