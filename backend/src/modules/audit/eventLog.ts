// The log itself (GET /api/audit/events, /api/audit/export.jsonl, `npm run audit -- export`): the audit's filters in the
// store's terms, a page in log order with keyset paging, and every matching event once, in order, streamed page by page.
import type { z } from 'zod';
import { type auditEventsQuery, formatPosition, type AuditEvent, type AuditEventsPage } from '@margdarshak/contracts/api/audit';
import { instantOfTime, uuidId } from '@margdarshak/contracts/api/bounds';
import { roles } from '@margdarshak/contracts/api/shapes';
import type { LogPosition, RecordedEvent } from '@margdarshak/contracts/log';
import type { LogFilter } from '../../platform/eventStore/eventStore';
import { ValidationError } from '../../platform/http/errors';
import type { AuditDeps } from './auditDeps';
import { toAuditEvents } from './auditEvents';
import { knownEventType } from './eventTypes';

export type AuditEventsQuery = z.output<typeof auditEventsQuery>;
export type LogFilterQuery = Omit<AuditEventsQuery, 'after' | 'before' | 'order' | 'limit'>;

const actorRoles = new Set<string>([...roles, 'system']);

/** A date means the start of that India day (`to`: the whole day is included); the schema has checked both forms. */
const instant = (text: string, field: 'from' | 'to') => new Date(instantOfTime(text, field)).toISOString();

export function logFilterOf(query: LogFilterQuery): LogFilter {
  const filter: LogFilter = {};
  if (query.streamPrefix) filter.streamPrefix = query.streamPrefix;
  if (query.type) {
    const type = knownEventType(query.type);
    if (!type) throw new ValidationError([{ path: 'type', message: 'type must be one of the event types listed at /api/audit/event-types' }]);
    filter.type = type;
  }
  if (query.from) filter.from = instant(query.from, 'from');
  if (query.to) filter.to = instant(query.to, 'to');
  if (query.correlationId) filter.correlationId = query.correlationId;
  if (query.actor) {
    const userId = uuidId().safeParse(query.actor);
    if (userId.success) filter.actor = { userId: userId.data };
    else if (actorRoles.has(query.actor)) filter.actor = { role: query.actor };
    else throw new ValidationError([{ path: 'actor', message: `actor must be a user id or one of ${[...actorRoles].join(', ')}` }]);
  }
  return filter;
}

/**
 * One page of the filtered log between `after` and `before`, from the end `order` names; `next` is null when no matching
 * event is left that way.
 */
export async function eventsPage(deps: AuditDeps, query: AuditEventsQuery): Promise<AuditEventsPage> {
  const filter = logFilterOf(query);
  const direction = query.order === 'newest' ? 'backwards' : 'forwards';
  const read = await deps.eventStore.readAllFiltered({ after: query.after, before: query.before, maxCount: query.limit + 1, filter, direction });
  const page = read.slice(0, query.limit);
  const last = page.at(-1);
  return { events: await toAuditEvents(deps, page), next: read.length > query.limit && last ? formatPosition(last.position) : null };
}

const EXPORT_PAGE = 1_000;

/**
 * Every matching event once, in log order, page after page as the reader asks for more: the log as it stands, up to the
 * last page read (later appends end up in a later export).
 */
export async function* exportEvents(deps: AuditDeps, filter: LogFilter, after?: LogPosition): AsyncGenerator<AuditEvent[]> {
  for (let from = after; ; ) {
    const page = await deps.eventStore.readAllFiltered({ after: from, maxCount: EXPORT_PAGE, filter });
    const last = page.at(-1);
    if (!last) return;
    yield await toAuditEvents(deps, page);
    if (page.length < EXPORT_PAGE) return;
    from = last.position;
  }
}

/** The export as JSON Lines: one AuditEvent per line. */
export async function* exportLines(deps: AuditDeps, filter: LogFilter, after?: LogPosition, onEvents?: (count: number) => void): AsyncGenerator<string> {
  for await (const events of exportEvents(deps, filter, after)) {
    yield events.map((event) => `${JSON.stringify(event)}\n`).join('');
    onEvents?.(events.length);
  }
}

/** Every matching event (raw), in log order: for the audit's own sums, which need them all at once. */
export async function allMatching(deps: Pick<AuditDeps, 'eventStore'>, filter: LogFilter): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  for (let after: LogPosition | undefined; ; ) {
    const page = await deps.eventStore.readAllFiltered({ after, maxCount: EXPORT_PAGE, filter });
    events.push(...page);
    const last = page.at(-1);
    if (!last || page.length < EXPORT_PAGE) return events;
    after = last.position;
  }
}
