// The messages a chat panel shows, merged from pages, the live stream and the sender's own answers: each message once,
// in log order (positions are `commit/prepare`, compared as numbers), whatever order they arrive in.
import type { ChatMessage } from '@margdarshak/contracts/api/chat';

export type ShownMessage = ChatMessage & { reportedByMe?: boolean };

function positionOf(message: ChatMessage): [bigint, bigint] {
  const [commit = '0', prepare = '0'] = message.position.split('/');
  return [BigInt(commit), BigInt(prepare)];
}

export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  const [ac, ap] = positionOf(a);
  const [bc, bp] = positionOf(b);
  if (ac !== bc) return ac < bc ? -1 : 1;
  if (ap !== bp) return ap < bp ? -1 : 1;
  return 0;
}

/** `log` with `incoming` merged in; a message already there keeps what is known of it (a report stays reported). */
export function mergeMessages(log: readonly ShownMessage[], incoming: readonly ShownMessage[]): ShownMessage[] {
  if (incoming.length === 0) return log as ShownMessage[];
  const byId = new Map(log.map((m) => [m.id, m]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? { ...known, ...message, reportedByMe: Boolean(known.reportedByMe || message.reportedByMe) } : message);
  }
  return [...byId.values()].sort(compareMessages);
}

/** The newest message from the other side, which reading the panel marks as read; undefined when there is none. */
export function newestFromOthers(log: readonly ShownMessage[], userId: string): ShownMessage | undefined {
  for (let i = log.length - 1; i >= 0; i--) if (log[i]?.fromUserId !== userId) return log[i];
  return undefined;
}
