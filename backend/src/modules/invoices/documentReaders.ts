// Who reads a booking's money documents (decision 0118): its student, their parent (the one who paid or the one who
// consented), admins and auditors.
// A counsellor is refused as a role (403): the documents are between the platform and the family. A student or parent
// who is not the booking's is told it is not found (404), the same answer as for a booking that does not exist, so the
// answer says nothing about other families' bookings.
import { bookingEvents } from '@margdarshak/contracts/events/bookings';
import { isParentOf } from '@margdarshak/projections/family/familyQueries';
import type { AppDeps } from '../../platform/deps';
import { NotFoundError } from '../../platform/http/errors';
import type { CurrentUser } from '../../platform/http/guards';
import { bookingStream } from '../bookings';

export interface DocumentParties {
  studentId: string;
  /** The parent who paid, when a parent did. */
  parentId: string | null;
}

/** The booking's student and paying parent, from its own stream; undefined when there is no such booking. */
export async function bookingDocumentParties(deps: Pick<AppDeps, 'eventStore'>, bookingId: string): Promise<DocumentParties | undefined> {
  const [first] = await deps.eventStore.readStream(bookingStream(bookingId));
  if (first?.type !== 'BookingRequested') return undefined;
  const requested = bookingEvents.BookingRequested.schema.parse(first.data);
  return { studentId: requested.studentId, parentId: requested.orderedByParentId ?? null };
}

/**
 * Throws 404 (`missing`) unless `user` may read documents with these parties; roles are checked by the route's guard.
 * A parent reads them when they paid, or when they are the student's parent: a parent is told everything their child is
 * told, and is mailed each document (decision 0135) whoever paid.
 */
export async function assertReader(deps: Pick<AppDeps, 'db'>, user: CurrentUser, parties: DocumentParties | undefined, missing: string): Promise<void> {
  if (!parties) throw new NotFoundError(missing);
  const reads =
    user.role === 'admin' ||
    user.role === 'auditor' ||
    (user.role === 'student' && user.id === parties.studentId) ||
    (user.role === 'parent' && (user.id === parties.parentId || (await isParentOf(deps.db, user.id, parties.studentId))));
  if (!reads) throw new NotFoundError(missing);
}
