// What the chat panel does when its live stream was refused or dropped and the browser gave up on it (an EventSource
// closes for good on any answer that is not a stream, and cannot say which): it asks the stream's address once with a
// plain request, and this decides from that answer. A refusal (too many streams open: 429; signed out, not a party,
// a bad position: 4xx) stops with the server's line (ours when it sent none) and a 'Try again' button, never
// reconnecting for ever; an outage (5xx, no network) is tried again later and later, up to a minute apart, as the
// product comes back by itself.
export const REOPEN_AFTER_MS = 3_000;
export const REOPEN_AT_MOST_MS = 60_000;

export const STOPPED_MESSAGE = 'New messages are not arriving live just now.';

export type StreamAnswer = { status: number; message?: string } | 'network';
export type AfterFailure = { reopenInMs: number } | { stop: string };

/** `failures`: how many times in a row the stream has failed before this one (0 the first time). */
export function afterFailure(answer: StreamAnswer, failures: number): AfterFailure {
  if (answer !== 'network' && answer.status >= 200 && answer.status < 300) return { reopenInMs: REOPEN_AFTER_MS };
  if (answer !== 'network' && answer.status >= 400 && answer.status < 500) return { stop: answer.message || STOPPED_MESSAGE };
  return { reopenInMs: Math.min(REOPEN_AFTER_MS * 2 ** failures, REOPEN_AT_MOST_MS) };
}

/** Asks the stream's address once; a stream that answers is let go at once (only its status matters here). */
export async function askStream(url: string): Promise<StreamAnswer> {
  const abort = new AbortController();
  try {
    const response = await fetch(url, { credentials: 'include', headers: { Accept: 'text/event-stream' }, signal: abort.signal });
    if (response.ok) return { status: response.status };
    const body = (await response.json().catch(() => undefined)) as { error?: unknown } | undefined;
    return { status: response.status, ...(typeof body?.error === 'string' ? { message: body.error } : {}) };
  } catch {
    return 'network';
  } finally {
    abort.abort();
  }
}
