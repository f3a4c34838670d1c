// The consent part of an export, read from the consent streams (the log is the record of who consented when, under which
// notice): a student's own steps, and a parent's consents for each linked child with the children by first name.
import { maskEmail } from '@margdarshak/contracts/api/family';
import type { ExportedChild, ExportedConsent } from '@margdarshak/contracts/api/myData';
import { familyEvents } from '@margdarshak/contracts/events/family';
import { firstWordOf } from '@margdarshak/contracts/names';
import { childrenOf } from '@margdarshak/projections/family/familyQueries';
import { studentNames } from '@margdarshak/projections/students/studentProfilesQueries';
import type { AppDeps } from '../../platform/deps';
import { consentStream } from '../family';

type Deps = Pick<AppDeps, 'eventStore' | 'vault' | 'db'>;

interface StudentConsents {
  dateOfBirth: string | null;
  consents: ExportedConsent[];
}

/**
 * Every step of a student's consent stream, oldest first; with `unseal` (the student's own file), the date of birth and
 * a request's address opened with the student's key, the address masked.
 */
export async function studentConsents(deps: Deps, studentId: string, { unseal }: { unseal: boolean }): Promise<StudentConsents> {
  const events = await deps.eventStore.readStream(consentStream(studentId));
  const consents: ExportedConsent[] = [];
  let dateOfBirth: string | null = null;
  let noticeVersion: string | null = null;
  const step = (event: ExportedConsent['event'], at: string, rest: Partial<ExportedConsent>): ExportedConsent => ({
    event,
    at,
    childId: studentId,
    parentId: null,
    sentTo: null,
    noticeVersion,
    expiresAt: null,
    ...rest,
  });
  for (const event of events) {
    switch (event.type) {
      case 'DateOfBirthRecorded': {
        const d = familyEvents.DateOfBirthRecorded.schema.parse(event.data);
        if (unseal) dateOfBirth = (await deps.vault.open(studentId, d.dateOfBirth)) ?? null;
        break;
      }
      case 'ParentalConsentRequested': {
        const d = familyEvents.ParentalConsentRequested.schema.parse(event.data);
        const address = unseal ? await deps.vault.open(studentId, d.parentEmail) : undefined;
        noticeVersion = d.noticeVersion;
        consents.push(step('requested', event.metadata.at, { sentTo: address === undefined ? null : maskEmail(address), noticeVersion, expiresAt: d.expiresAt }));
        break;
      }
      case 'ParentalConsentGiven': {
        const d = familyEvents.ParentalConsentGiven.schema.parse(event.data);
        noticeVersion = d.noticeVersion;
        consents.push(step('given', d.givenAt, { parentId: d.parentId, noticeVersion }));
        break;
      }
      case 'ParentalConsentRefused': {
        const d = familyEvents.ParentalConsentRefused.schema.parse(event.data);
        consents.push(step('refused', d.refusedAt, { noticeVersion: d.noticeVersion }));
        break;
      }
      case 'ParentalConsentWithdrawn': {
        const d = familyEvents.ParentalConsentWithdrawn.schema.parse(event.data);
        consents.push(step('withdrawn', d.withdrawnAt, { parentId: d.parentId }));
        break;
      }
      case 'ParentChangeRequested': {
        const d = familyEvents.ParentChangeRequested.schema.parse(event.data);
        const address = unseal ? await deps.vault.open(studentId, d.parentEmail) : undefined;
        consents.push(step('change_requested', d.requestedAt, { sentTo: address === undefined ? null : maskEmail(address) }));
        break;
      }
      case 'ParentChangeConfirmed': {
        const d = familyEvents.ParentChangeConfirmed.schema.parse(event.data);
        consents.push(step('change_confirmed', d.confirmedAt, { parentId: d.byRole === 'parent' ? d.byUserId : null }));
        break;
      }
      case 'ParentChangeRefused': {
        const d = familyEvents.ParentChangeRefused.schema.parse(event.data);
        consents.push(step('change_refused', d.refusedAt, {}));
        break;
      }
      case 'ConsentMailHeldBack': {
        const d = familyEvents.ConsentMailHeldBack.schema.parse(event.data);
        const address = unseal ? await deps.vault.open(studentId, d.parentEmail) : undefined;
        consents.push(step('mail_held_back', d.heldAt, { sentTo: address === undefined ? null : maskEmail(address) }));
        break;
      }
      default:
        break;
    }
  }
  return { dateOfBirth, consents };
}

/** A parent's linked children (id and first name) and the consents they gave and withdrew for each. */
export async function parentConsents(deps: Deps, parentId: string): Promise<{ children: ExportedChild[]; consents: ExportedConsent[] }> {
  const links = await childrenOf(deps.db, parentId);
  const names = await studentNames(
    deps.db,
    links.map((link) => link.childId),
  );
  const children = links.map((link) => ({ id: link.childId, firstName: firstWordOf(names.get(link.childId)) ?? '', consent: link.consent, since: link.since }));
  const steps = await Promise.all(links.map(async (link) => (await studentConsents(deps, link.childId, { unseal: false })).consents));
  // Only the parent's own steps, nothing unsealed: a request's address and the date of birth are the child's record.
  const consents = steps
    .flat()
    .filter((c) => c.parentId === parentId)
    .map((c) => ({ ...c, sentTo: null }));
  return { children, consents };
}
