// A counsellor is mailed when an admin approves, rejects, pauses or resumes them, and when their profile change is
// approved or rejected: once, the message's id derived from the event. In the background: no admin waits on a mail.
import { counsellorEvents } from '@margdarshak/contracts/events/counsellors';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import { atOnce, processor } from '../../platform/processors/processor';
import { counsellorMessage, type CounsellorNotice } from './counsellorMail';

type Job = { kind: 'notice'; counsellorId: string; notice: CounsellorNotice; reason?: string };

const notices = {
  CounsellorApproved: 'approved',
  CounsellorRejected: 'rejected',
  CounsellorPaused: 'paused',
  CounsellorResumed: 'resumed',
  CounsellorChangeApproved: 'change_approved',
  CounsellorChangeRejected: 'change_rejected',
} as const satisfies Partial<Record<keyof typeof counsellorEvents, CounsellorNotice>>;

export const counsellorNoticesProcessor = processor<Job>({
  name: 'counsellor-notices',
  eventTypes: Object.keys(notices),
  // Started with this version: decisions made before it are not mailed now.
  from: 'deployment',
  plan(event) {
    const type = event.type as keyof typeof notices;
    const data: { counsellorId: string; reason?: string } = counsellorEvents[type].schema.parse(event.data);
    return [{ kind: 'notice', counsellorId: data.counsellorId, notice: notices[type], ...(data.reason ? { reason: data.reason } : {}), dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor }) {
    const user = await findActiveUser(deps.db, job.counsellorId);
    if (!user) return; // erased since
    const reason = job.reason ? await deps.vault.open(job.counsellorId, job.reason) : undefined;
    const message = counsellorMessage(job.notice, reason, deps.config.publicUrl);
    await deps.mail.send({ id: `${actor.causationId ?? job.counsellorId}-${job.notice}`, to: user.email, ...message });
  },
});
