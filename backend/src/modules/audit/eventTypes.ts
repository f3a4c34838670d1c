// The event types an auditor can filter the log by (GET /api/audit/event-types): every type the contracts define, read
// from the summaries (typed over every event contract, so a new type joins the list with its sentence) and the audit's
// own. The `type` filter is matched to one of them without regard to case, and an unknown one is refused, never silently
// answered with an empty page.
import { auditEvents } from '@margdarshak/contracts/events/audit';
import { summarizedTypes } from './summaries';

export const knownEventTypes: readonly string[] = [...new Set([...summarizedTypes, ...Object.keys(auditEvents)])].sort();

const byLowerCase = new Map(knownEventTypes.map((type) => [type.toLowerCase(), type]));

/** The known type `text` names, in any case; undefined when it names none. */
export const knownEventType = (text: string): string | undefined => byLowerCase.get(text.toLowerCase());
