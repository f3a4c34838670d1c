// The row of a read model kept per person of one role (a counsellor, a student): their own events by an id field,
// and the account's registration (in that role) and erasure.
import type { Role } from '@margdarshak/contracts/api/accounts';
import type { RecordedEvent } from '@margdarshak/contracts/log';

export function personRowId(ownEvents: object, idField: string, role: Role): (event: RecordedEvent) => string | undefined {
  return (event) => {
    const data = event.data as Record<string, unknown>;
    if (event.type in ownEvents) return data[idField] as string;
    if (event.type === 'UserRegistered') return data.role === role ? (data.userId as string) : undefined;
    if (event.type === 'UserErased') return data.userId as string;
    return undefined;
  };
}
