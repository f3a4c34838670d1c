// An event as the audit shows it (AuditEvent): its place in the log, India time, who (named from the read models, or
// shown as erased, or the system), a sentence, and its data with sealed personal fields left sealed.
import { formatPosition, type AuditActor, type AuditEvent } from '@margdarshak/contracts/api/audit';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { actorSources, peopleByIds, type KnownPerson } from '@margdarshak/projections/audit/actorsQueries';
import { userStream } from '../accounts/user';
import type { AuditDeps } from './auditDeps';
import { indiaIso } from './indiaTime';
import { summarize } from './summaries';

export const SEALED = '[sealed]';

/** Personal data is sealed in events as 'pd1.…' strings (crypto-shredding): the audit never opens them. */
export function sealedShown(value: unknown): unknown {
  if (typeof value === 'string') return value.startsWith('pd1.') ? SEALED : value;
  if (Array.isArray(value)) return value.map(sealedShown);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, sealedShown(inner)]));
  return value;
}

interface Person {
  name: string | null;
  erased: boolean;
}

/** The people behind these user ids: named from the read models; one with no account left is erased if the log says so. */
async function peopleBehind(deps: AuditDeps, ids: readonly string[]): Promise<Map<string, Person>> {
  const sorted = [...new Set(ids)].sort();
  if (sorted.length === 0) return new Map();
  const known = await deps.cache.get<Map<string, KnownPerson>>(actorSources, `audit-actors:${sorted.join(',')}`, () => peopleByIds(deps.db, sorted));
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
}

function actorOf(event: RecordedEvent, people: Map<string, Person>): AuditActor {
  const { userId, role } = event.metadata;
  const person = userId ? people.get(userId) : undefined;
  return { role: role ?? 'system', userId: userId ?? null, name: person?.name ?? null, erased: person?.erased ?? false };
}

export async function toAuditEvents(deps: AuditDeps, events: readonly RecordedEvent[]): Promise<AuditEvent[]> {
  const people = await peopleBehind(deps, events.flatMap((event) => (event.metadata.userId ? [event.metadata.userId] : [])));
  return events.map((event) => ({
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
