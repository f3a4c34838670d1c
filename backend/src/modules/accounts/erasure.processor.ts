// What follows an account's erasure: its e-mail freed, its sessions ended, its key destroyed (finishErasure). From the
// start of the log, so an erasure that a crash left half done is finished.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { atOnce, processor } from '../../platform/processors/processor';
import { finishErasure, type ErasureConfirmation } from './accounts';

/**
 * The confirmation mail is tried this many times; after that the key is destroyed without it, so a mail server that
 * is down never keeps a person's data readable (the attempts back off: about a minute in all).
 */
export const CONFIRMATION_ATTEMPTS = 6;

type Job = { kind: 'erase'; userId: string; confirmation?: ErasureConfirmation };

/**
 * Who asked for the erasure, from the UserErased metadata: the person themself (DELETE /api/me) is mailed; their parent
 * (DELETE /api/parent/children/{id}, allowed only for a linked child) is mailed, and the child too; an admin's or the
 * system's erasure mails nobody. Only ids go in the job: the addresses are read under the keys when it runs.
 */
function confirmationOf(event: RecordedEvent, userId: string): ErasureConfirmation | undefined {
  const mailId = `account-deleted-${event.id}`;
  if (event.metadata.userId === userId) return { mailId };
  if (event.metadata.role === 'parent' && event.metadata.userId) return { mailId, parentId: event.metadata.userId };
  return undefined;
}

export const erasureProcessor = processor<Job>({
  name: 'erasure',
  eventTypes: ['UserErased'],
  awaits: ['UserErased'],
  plan(event) {
    const { userId } = accountEvents.UserErased.schema.parse(event.data);
    const confirmation = confirmationOf(event, userId);
    return [{ kind: 'erase', userId, ...(confirmation ? { confirmation } : {}), dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor, attempts }) {
    const confirmation = job.confirmation && attempts < CONFIRMATION_ATTEMPTS ? job.confirmation : undefined;
    if (job.confirmation && !confirmation) deps.logger.warn({ userId: job.userId }, 'the account deletion confirmation could not be sent; erasing without it');
    await finishErasure(deps, job.userId, actor, confirmation);
  },
});
