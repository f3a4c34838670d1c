// The age and consent use cases: each is one command on the student's consent stream, plus the mail a link needs. The
// link's token is random and only its hash is kept, so the mail goes from here, where the token still exists (as the
// password reset's does); a lost mail is sent again with the student's Resend.
import { createHmac, randomBytes } from 'node:crypto';
import { AGE_NEEDED, CONSENT_WITHDRAWN, consentAwaitedMessage, familyPaths, maskEmail, type ConsentStatus } from '@margdarshak/contracts/api/family';
import { isMinorAt } from '@margdarshak/contracts/family/age';
import { CONSENT_LINK_DAYS } from '@margdarshak/contracts/family/consentNotice';
import type { Actor } from '../../platform/commandHandler';
import { handleCommand, loadState } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import { hashToken } from '../accounts/accounts';
import { studentDisplayName } from '../accounts/studentName';
import { consentStream, evolveConsent, initialConsentState, type ConsentState } from './consent';
import { decideConsent, type ConsentCommand, type LinkToSend } from './consent.decider';

export const consentAggregate = { initialState: initialConsentState, evolve: evolveConsent };

export const loadConsent = (deps: Pick<AppDeps, 'eventStore'>, studentId: string) => loadState(deps.eventStore, consentAggregate, consentStream(studentId));

export const runConsent = (deps: AppDeps, studentId: string, command: ConsentCommand, actor: Actor) =>
  handleCommand(deps, consentAggregate, consentStream(studentId), (state, now) => decideConsent(command, state, now), actor);

/** The same keyed hash as the e-mail's claim stream: the parent's address in the log, by reference only. */
export const emailFingerprint = (serverSecret: string, email: string) => createHmac('sha256', serverSecret).update(email.trim().toLowerCase()).digest('hex');

interface Student {
  id: string;
  email: string;
}

/** A fresh link for `parentEmail`: what the command records, and the token the mail carries. */
async function newLink(deps: AppDeps, studentId: string, parentEmail: string): Promise<{ link: LinkToSend; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const sealedParentEmail = await deps.vault.seal(studentId, parentEmail);
  return { token, link: { sealedParentEmail, parentEmailHash: emailFingerprint(deps.serverSecret, parentEmail), tokenHash: hashToken(token) } };
}

async function mailParent(deps: AppDeps, student: Student, parentEmail: string, token: string): Promise<void> {
  const name = (await studentDisplayName(deps, student.id)) ?? student.email;
  const link = `${deps.config.publicUrl}${familyPaths.consentPage(token)}`;
  await deps.mail.send({
    to: parentEmail,
    subject: `${name} asks for your consent to use Margdarshak`,
    text:
      `${name} (${student.email}) signed up for Margdarshak, a career-counselling service, and gave your address as their parent's or guardian's.\n\n` +
      `Because they are under 18, they can book sessions only with your consent. Open this link to read what we collect and why, and to give or refuse your consent:\n${link}\n\n` +
      `The link works once and for ${CONSENT_LINK_DAYS} days. If you do not know ${name}, ignore this e-mail: nothing happens without your consent.`,
  });
}

/** The student's date of birth, given at sign-up or at first sign-in; under 18, the parent is mailed a link. */
export async function recordAge(deps: AppDeps, student: Student, input: { dateOfBirth: string; parentEmail: string | undefined }, actor: Actor): Promise<void> {
  const minor = isMinorAt(input.dateOfBirth, deps.clock.now());
  const parentEmail = minor ? input.parentEmail : undefined;
  const prepared = parentEmail && parentEmail !== student.email ? await newLink(deps, student.id, parentEmail) : undefined;
  const sealedDateOfBirth = await deps.vault.seal(student.id, input.dateOfBirth);
  await runConsent(deps, student.id, { type: 'RecordDateOfBirth', studentId: student.id, dateOfBirth: input.dateOfBirth, sealedDateOfBirth, ownEmail: student.email, parentEmail, link: prepared?.link }, actor);
  if (prepared && parentEmail) await mailParent(deps, student, parentEmail, prepared.token);
}

/** A new link to the parent: to the address on record (resend) or to a new one (change of address). */
export async function requestConsentAgain(deps: AppDeps, student: Student, newParentEmail: string | undefined, actor: Actor): Promise<void> {
  const state = await loadConsent(deps, student.id);
  const onRecord = 'parentEmail' in state && state.parentEmail ? await deps.vault.open(student.id, state.parentEmail) : undefined;
  const parentEmail = newParentEmail ?? onRecord;
  if (!parentEmail) throw new DomainError('NO_PARENT_EMAIL', "Please enter your parent's or guardian's e-mail.", 409);
  const { link, token } = await newLink(deps, student.id, parentEmail);
  await runConsent(deps, student.id, { type: 'RequestConsent', studentId: student.id, ownEmail: student.email, parentEmail, link }, actor);
  await mailParent(deps, student, parentEmail, token);
}

/** Whether a minor's date of birth now makes them 18: they need no consent from that day on. */
async function turned18(deps: AppDeps, studentId: string, state: ConsentState): Promise<boolean> {
  if (state.status !== 'awaiting' && state.status !== 'withdrawn') return false;
  const dateOfBirth = await deps.vault.open(studentId, state.dateOfBirth);
  return dateOfBirth !== undefined && !isMinorAt(dateOfBirth, deps.clock.now());
}

export async function consentStatusOf(deps: AppDeps, studentId: string): Promise<ConsentStatus> {
  const state = await loadConsent(deps, studentId);
  if (await turned18(deps, studentId, state)) return { status: 'not_needed', parentEmail: null, expiresAt: null, mayBook: true, message: null };
  const masked = 'parentEmail' in state && state.parentEmail ? maskEmail((await deps.vault.open(studentId, state.parentEmail)) ?? '') : null;
  switch (state.status) {
    case 'unknown':
      return { status: 'age_needed', parentEmail: null, expiresAt: null, mayBook: false, message: AGE_NEEDED };
    case 'adult':
      return { status: 'not_needed', parentEmail: null, expiresAt: null, mayBook: true, message: null };
    case 'awaiting':
      return { status: 'awaiting', parentEmail: masked, expiresAt: state.link?.expiresAt ?? null, mayBook: false, message: consentAwaitedMessage(masked ?? 'your parent') };
    case 'given':
      return { status: 'given', parentEmail: masked, expiresAt: null, mayBook: true, message: null };
    case 'withdrawn':
      return { status: 'withdrawn', parentEmail: masked, expiresAt: null, mayBook: false, message: CONSENT_WITHDRAWN };
    case 'refused':
      return { status: 'refused', parentEmail: null, expiresAt: null, mayBook: false, message: 'Your parent refused consent.' };
    default: {
      const unknown: never = state;
      return unknown;
    }
  }
}

/** New bookings and the tests that go with a booking: only for a student who may book (403 with the reason otherwise). */
export async function requireMayBook(deps: AppDeps, studentId: string): Promise<void> {
  const status = await consentStatusOf(deps, studentId);
  if (!status.mayBook) throw new DomainError(status.status === 'age_needed' ? 'AGE_NEEDED' : 'CONSENT_REQUIRED', status.message ?? AGE_NEEDED, 403);
}
