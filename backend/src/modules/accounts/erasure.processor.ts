// What follows an account's erasure: its e-mail freed, its sessions ended, its key destroyed (finishErasure). From the
// start of the log, so an erasure that a crash left half done is finished.
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import { atOnce, processor } from '../../platform/processors/processor';
import { finishErasure } from './accounts';

/**
 * The confirmation mail is tried this many times; after that the key is destroyed without it, so a mail server that
 * is down never keeps a person's data readable (the attempts back off: about a minute in all).
 */
export const CONFIRMATION_ATTEMPTS = 6;

type Job = { kind: 'erase'; userId: string; confirmation?: { mailId: string } };

/**
 * Whether the person closed the account themself (DELETE /api/me), rather than an admin: then they are mailed. A
 * parent closing a linked child's account will count too, once that role exists.
 */
const closedByThemself = (event: RecordedEvent, userId: string) => event.metadata.userId === userId;

export const erasureProcessor = processor<Job>({
  name: 'erasure',
  eventTypes: ['UserErased'],
  awaits: ['UserErased'],
  plan(event) {
    const { userId } = accountEvents.UserErased.schema.parse(event.data);
    const confirmation = closedByThemself(event, userId) ? { confirmation: { mailId: `account-deleted-${event.id}` } } : {};
    return [{ kind: 'erase', userId, ...confirmation, dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor, attempts }) {
    const confirmation = job.confirmation && attempts < CONFIRMATION_ATTEMPTS ? job.confirmation : undefined;
    if (job.confirmation && !confirmation) deps.logger.warn({ userId: job.userId }, 'the account deletion confirmation could not be sent; erasing without it');
    await finishErasure(deps, job.userId, actor, confirmation);
  },
});
