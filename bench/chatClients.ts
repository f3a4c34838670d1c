// The chat bench's clients, in a process of their own (forked by bench/chat.ts) so that they share no event loop with
// the server: they open every stream, then send the messages and time each one from the moment its POST is sent to
// its arrival on every stream of its booking. Sends and arrivals are timed on this process's one clock.
import { eventStreamParser } from '../backend/src/testing/eventStreamClient';

export interface ClientsPlan {
  url: string;
  streams: { bookingId: string; cookie: string }[];
  /** Sent in order, `pauseMs` apart. */
  messages: { bookingId: string; cookie: string; text: string }[];
  pauseMs: number;
}

export type ClientsReport =
  | { kind: 'opened'; streams: number; failed: number }
  | { kind: 'done'; latenciesMs: number[]; postMs: number[]; expected: number; received: number; duplicates: number; failedPosts: number; strays: number };

const send = (message: ClientsReport) => process.send?.(message);

const nextCommand = () => new Promise<unknown>((resolve) => process.once('message', resolve));

async function openStream(plan: ClientsPlan, stream: ClientsPlan['streams'][number], onMessage: (text: string) => void): Promise<boolean> {
  const response = await fetch(`${plan.url}/api/bookings/${stream.bookingId}/messages/stream?lastEventId=0%2F0`, {
    headers: { cookie: stream.cookie, accept: 'text/event-stream' },
  }).catch(() => undefined);
  if (!response?.ok || !response.body) return false;
  const parse = eventStreamParser((event) => {
    if (event.event === 'message') onMessage((JSON.parse(event.data) as { text: string }).text);
  });
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for await (const chunk of response.body as AsyncIterable<Uint8Array>) parse(decoder.decode(chunk, { stream: true }));
    } catch {
      // closed when the bench ends
    }
  })();
  return true;
}

async function run(plan: ClientsPlan) {
  const sentAt = new Map<string, number>();
  const streamsOf = new Map<string, number>();
  const seen = new Map<string, number>();
  const latenciesMs: number[] = [];
  let duplicates = 0;
  let strays = 0;
  const arrived = (streamIndex: number) => (text: string) => {
    const at = performance.now();
    const started = sentAt.get(text);
    if (started === undefined) return void strays++;
    const key = `${text}#${streamIndex}`;
    if (seen.has(key)) return void duplicates++;
    seen.set(key, at);
    latenciesMs.push(at - started);
  };
  const openAll = async (onArrival: (streamIndex: number) => (text: string) => void) => {
    let failed = 0;
    for (let i = 0; i < plan.streams.length; i += 50) {
      const batch = plan.streams.slice(i, i + 50);
      const ok = await Promise.all(batch.map((stream, j) => openStream(plan, stream, onArrival(i + j))));
      failed += ok.filter((o) => !o).length;
    }
    send({ kind: 'opened', streams: plan.streams.length - failed, failed });
  };
  for (const stream of plan.streams) streamsOf.set(stream.bookingId, (streamsOf.get(stream.bookingId) ?? 0) + 1);
  await openAll(arrived);
  await nextCommand();

  let failedPosts = 0;
  const postMs: number[] = [];
  const posts: Promise<void>[] = [];
  for (const message of plan.messages) {
    const started = performance.now();
    sentAt.set(message.text, started);
    posts.push(
      fetch(`${plan.url}/api/bookings/${message.bookingId}/messages`, {
        method: 'POST',
        headers: { cookie: message.cookie, 'content-type': 'application/json', origin: plan.url },
        body: JSON.stringify({ text: message.text }),
      }).then(
        async (answer) => {
          if (answer.status !== 201) failedPosts++;
          postMs.push(performance.now() - started);
          await answer.body?.cancel();
        },
        () => void failedPosts++,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, plan.pauseMs));
  }
  await Promise.all(posts);
  const expected = plan.messages.reduce((sum, m) => sum + (streamsOf.get(m.bookingId) ?? 0), 0);
  const deadline = Date.now() + 10_000;
  while (latenciesMs.length < expected && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  send({ kind: 'done', latenciesMs, postMs, expected, received: latenciesMs.length, duplicates, failedPosts, strays });
  // As many streams again, for the memory they hold: the server measures itself before and after.
  await nextCommand();
  await openAll(() => () => {});
}

void nextCommand().then((plan) => {
  run(plan as ClientsPlan).then(
    () => process.disconnect?.(),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
