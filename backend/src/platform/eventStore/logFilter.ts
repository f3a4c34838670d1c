// The log filter's meaning in one place: the EventStoreDB adapter filters with it, and specs use it as the oracle the
// PostgreSQL adapter's SQL must agree with.
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { LogFilter } from './eventStore';

export function matchesLogFilter(event: RecordedEvent, filter: LogFilter): boolean {
  const { metadata } = event;
  if (filter.streamPrefix !== undefined && !event.streamName.startsWith(filter.streamPrefix)) return false;
  if (filter.type !== undefined && event.type !== filter.type) return false;
  if (filter.from !== undefined && !(metadata.at >= filter.from)) return false;
  if (filter.to !== undefined && !(metadata.at < filter.to)) return false;
  if (filter.correlationId !== undefined && metadata.correlationId !== filter.correlationId) return false;
  if (filter.actor !== undefined) {
    if ('userId' in filter.actor) return metadata.userId === filter.actor.userId;
    return (metadata.role ?? 'system') === filter.actor.role;
  }
  return true;
}
