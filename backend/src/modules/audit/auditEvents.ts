// An event as the audit shows it (AuditEvent): its place in the log, India time, who (named from the read models, or
// shown as erased, or the system), a sentence, and its data with sealed personal fields left sealed.
import { formatPosition, type AuditActor, type AuditEvent } from '@margdarshak/contracts/api/audit';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { actorSources, peopleByIds } from '@margdarshak/projections/audit/actorsQueries';
import { userStream } from '../accounts';
import type { AuditDeps } from './auditDeps';
import { indiaIso } from './indiaTime';
import { summarize } from './summaries';

export const SEALED = '[sealed]';

/**
 * Personal data is sealed in events as 'pd1.…' strings (crypto-shredding): the audit never opens them. Answers the value
 * itself when nothing in it is sealed (most events), a copy with the sealed strings replaced otherwise.
 */
export function sealedShown(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('pd1.') ? SEALED : value;
  if (value === null || typeof value !== 'object') return value;
  const entries = Array.isArray(value) ? value.map((inner, i) => [i, inner] as const) : Object.entries(value);
  let changed: Record<string, unknown> | unknown[] | undefined;
  for (const [key, inner] of entries) {
    const shown = sealedShown(inner);
    if (shown === inner && !changed) continue;
    changed ??= Array.isArray(value) ? [...value] : { ...value };
    (changed as Record<string | number, unknown>)[key] = shown;
  }
  return changed ?? value;
}

interface Person {
  name: string | null;
  erased: boolean;
}

/**
 * The people behind these user ids: named from the read models; one with no account left is erased if the log says so.
 * Kept in memory until the users, counsellors or student profiles change (an erasure changes the users).
 */
async function peopleBehind(deps: AuditDeps, ids: readonly string[]): Promise<Map<string, Person>> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return new Map();
  return deps.cache.get(actorSources, `audit-actors:${sorted.join(',')}`, async () => {
    const known = await peopleByIds(deps.db, sorted);
    const people = new Map<string, Person>();
    await Promise.all(
      sorted.map(async (id) => {
        const person = known.get(id);
        if (person) {
          people.set(id, { name: person.name ?? person.email, erased: false });
          return;
        }
        const history = await deps.eventStore.readStream(userStream(id));
        people.set(id, { name: null, erased: history.some((event) => event.type === 'UserErased') });
      }),
    );
    return people;
  });
}

function actorOf(event: RecordedEvent, people: Map<string, Person>): AuditActor {
  const { userId, role } = event.metadata;
  const person = userId ? people.get(userId) : undefined;
  return { role: role ?? 'system', userId: userId ?? null, name: person?.name ?? null, erased: person?.erased ?? false };
}

export async function toAuditEvents(deps: AuditDeps, events: readonly RecordedEvent[]): Promise<AuditEvent[]> {
  const people = await peopleBehind(
    deps,
    events.flatMap((event) => (event.metadata.userId ? [event.metadata.userId] : [])),
  );
  return events.map((event) => ({
    id: event.id,
    position: formatPosition(event.position),
    streamName: event.streamName,
    revision: Number(event.revision),
    type: event.type,
    at: indiaIso(event.metadata.at),
    actor: actorOf(event, people),
    correlationId: event.metadata.correlationId ?? null,
    causationId: event.metadata.causationId ?? null,
    summary: summarize(event),
    data: sealedShown(event.data),
  }));
}
