// A student's first name read from the log with their key, for the mail that goes out just before the key is destroyed:
// the read models may already have dropped the erased student's row by then. Only the name they typed, in their
// profile or at sign-up: a mail never quotes a name made from an e-mail address (text the sign-up chose).
import { firstWordOf } from '@margdarshak/contracts/names';
import { studentEvents, studentProfileStream } from '@margdarshak/contracts/events/students';
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import type { AppDeps } from '../../platform/deps';
import { userStream } from './user';

/** The name given at sign-up (sealed), before any profile was saved. */
async function signUpName(deps: Pick<AppDeps, 'eventStore'>, studentId: string): Promise<string | undefined> {
  const registered = (await deps.eventStore.readStream(userStream(studentId))).find((event) => event.type === 'UserRegistered');
  return registered ? accountEvents.UserRegistered.schema.parse(registered.data).name : undefined;
}

export async function firstNameUnderKey(deps: Pick<AppDeps, 'eventStore' | 'vault'>, studentId: string): Promise<string | undefined> {
  const updates = (await deps.eventStore.readStream(studentProfileStream(studentId))).filter((event) => event.type === 'StudentProfileUpdated');
  const latest = updates.at(-1);
  const sealed = latest ? studentEvents.StudentProfileUpdated.schema.parse(latest.data).name : await signUpName(deps, studentId);
  return firstWordOf(sealed ? await deps.vault.open(studentId, sealed) : undefined);
}
