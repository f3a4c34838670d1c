// Once a parent consents (ParentalConsentGiven), the child is mailed "You can book now", once: the message's id comes
// from the event. The dashboard's card says the same from the consent status (ConsentStatus.bookingOpenedAt).
import { familyEvents, type ConsentEvent } from '@margdarshak/contracts/events/family';
import { dateRefusal } from '@margdarshak/contracts/schedule/slots';
import { pagePatterns } from '@margdarshak/contracts/pages';
import { counsellorName } from '@margdarshak/projections/counsellors/counsellorsQueries';
import { findActiveUser } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { atOnce, processor } from '../../platform/processors/processor';
import { studentOwnName } from '../accounts';
import { bookingOpenMail } from './bookingOpenMail';
import { consentStream, evolveConsent, initialConsentState, type ConsentState } from './consent';

type Job = { kind: 'mail-child'; studentId: string; tokenHash: string };

/**
 * The consent stream just before the consent with this link, and whether that consent opened booking: a first consent
 * or one given again after a withdrawal does; another parent consenting in place of one who had (a change) does not.
 */
async function openedBooking(deps: Pick<AppDeps, 'eventStore'>, studentId: string, tokenHash: string): Promise<ConsentState | undefined> {
  let state = initialConsentState;
  for (const event of await deps.eventStore.readStream(consentStream(studentId))) {
    if (event.type === 'ParentalConsentGiven' && familyEvents.ParentalConsentGiven.schema.parse(event.data).tokenHash === tokenHash) {
      return state.status === 'awaiting' || state.status === 'withdrawn' ? state : undefined;
    }
    state = evolveConsent(state, { type: event.type, data: event.data } as ConsentEvent);
  }
  return undefined;
}

const summaryPath = (asked: { counsellorId: string; packageId: string; date: string; slot: string }) =>
  `${pagePatterns.bookingSummary.replace(':counsellorId', encodeURIComponent(asked.counsellorId)).replace(':packageId', encodeURIComponent(asked.packageId))}?${new URLSearchParams({ date: asked.date, timeSlot: asked.slot }).toString()}`;

export const bookingOpenProcessor = processor<Job>({
  name: 'booking-open-mails',
  eventTypes: ['ParentalConsentGiven'],
  from: 'deployment',
  plan(event) {
    const { studentId, tokenHash } = familyEvents.ParentalConsentGiven.schema.parse(event.data);
    return [{ kind: 'mail-child', studentId, tokenHash, dueAt: atOnce(event) }];
  },
  async run(job, { deps, actor }) {
    const before = await openedBooking(deps, job.studentId, job.tokenHash);
    const child = before && (await findActiveUser(deps.db, job.studentId));
    if (!before || !child) return; // booking was open already, or the account is closed
    // The session asked for before consent, while it can still be booked (nothing was held for it).
    const asked = before.status === 'awaiting' && before.asked && !dateRefusal(before.asked.date, deps.clock.now()) ? before.asked : null;
    const counsellor = asked ? await counsellorName(deps.db, asked.counsellorId) : undefined;
    const link = asked && counsellor ? { counsellorName: counsellor, date: asked.date, slot: asked.slot, link: `${deps.config.publicUrl}${summaryPath(asked)}` } : undefined;
    const mail = bookingOpenMail(child.email, await studentOwnName(deps, job.studentId), deps.config.publicUrl, link, child.language ?? 'en');
    await deps.mail.send({ ...mail, id: `${actor.causationId ?? job.studentId}-booking-open` });
  },
});
