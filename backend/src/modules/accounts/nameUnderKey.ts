// A student's first name read from the log with their key, for the mail that goes out just before the key is destroyed:
// the read models may already have dropped the erased student's row by then. Only the name they typed into their
// profile: a mail never quotes a name made from an e-mail address (text the sign-up chose).
import { firstWordOf } from '@margdarshak/contracts/names';
import { studentEvents, studentProfileStream } from '@margdarshak/contracts/events/students';
import type { AppDeps } from '../../platform/deps';

export async function firstNameUnderKey(deps: Pick<AppDeps, 'eventStore' | 'vault'>, studentId: string): Promise<string | undefined> {
  const updates = (await deps.eventStore.readStream(studentProfileStream(studentId))).filter((event) => event.type === 'StudentProfileUpdated');
  const latest = updates.at(-1);
  const name = latest ? await deps.vault.open(studentId, studentEvents.StudentProfileUpdated.schema.parse(latest.data).name) : undefined;
  return firstWordOf(name);
}
