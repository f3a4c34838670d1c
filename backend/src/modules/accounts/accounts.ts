// Account use cases shared by the routes, the seeds and the admin: each is a command or two through the handler.
import { hindiTwin } from '@margdarshak/contracts/pages';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AccountLanguage, Role } from '@margdarshak/contracts/api/accounts';
import { findUserByEmail } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { accountEvents, type UserEvent } from '@margdarshak/contracts/events/accounts';
import { handleCommand, loadState, type Actor } from '../../platform/commandHandler';
import { decideEmail, decideUser } from './accounts.decider';
import { accountDeletedByParentMailIn, accountDeletedMailIn, childAccountDeletedMailIn } from './deletionMail';
import { forgetDevicesOf } from './knownDevices';
import { hashPassword } from './passwords';
import { firstNameUnderKey } from './nameUnderKey';
import { emailStream, evolveEmail, evolveUser, initialEmailState, initialUserState, userStream } from './user';

const userAggregate = { initialState: initialUserState, evolve: evolveUser };
const emailAggregate = { initialState: initialEmailState, evolve: evolveEmail };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Claims the e-mail's stream first (the uniqueness rule), then creates the user's stream. Should the second step never
 * happen, the registrations processor finds the claim without an account and releases it.
 */
/** `name`: a student's, given at sign-up (the consent mail and page call them by it). */
export async function registerUser(
  deps: AppDeps,
  input: {
    email: string;
    password: string;
    role: Role;
    /** Chosen before (a consent claims the link for it). */
    userId?: string;
    name?: string | undefined;
    /** The language chosen where the account is made, recorded with it. */
    language?: AccountLanguage | undefined;
  },
  actor: Actor,
) {
  const userId = input.userId ?? randomUUID();
  const email = input.email.trim().toLowerCase();
  await handleCommand(deps, emailAggregate, emailStream(deps.serverSecret, email), (state) => decideEmail({ type: 'ClaimEmail', userId }, state), actor);
  const [sealedEmail, sealedPasswordHash, sealedName] = await Promise.all([
    deps.vault.seal(userId, email),
    hashPassword(input.password).then((h) => deps.vault.seal(userId, h)),
    input.name ? deps.vault.seal(userId, input.name) : undefined,
  ]);
  await handleCommand(
    deps,
    userAggregate,
    userStream(userId),
    (state, now) => decideUser({ type: 'RegisterUser', userId, role: input.role, sealedEmail, sealedPasswordHash, sealedName, language: input.language }, state, now),
    {
      ...actor,
      userId: actor.userId ?? userId,
    },
  );
  return { id: userId, email, role: input.role };
}

/**
 * The language the account reads the product in; answers the one asked for (choosing the same again writes nothing).
 * With `ifNone`, only an account that has chosen none takes it: a choice implied by a Hindi page, not a person's own.
 */
export async function chooseLanguage(deps: AppDeps, userId: string, language: AccountLanguage, actor: Actor, ifNone = false): Promise<AccountLanguage> {
  await handleCommand(deps, userAggregate, userStream(userId), (state, now) => decideUser({ type: 'ChooseLanguage', userId, language, ...(ifNone ? { ifNone } : {}) }, state, now), actor);
  return language;
}

/** Mails a single-use link valid for an hour; answers nothing about whether the address has an account. */
export async function requestPasswordReset(deps: AppDeps, email: string, actor: Actor): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await handleCommand(deps, userAggregate, userStream(user.id), (state, now) => decideUser({ type: 'RequestPasswordReset', userId: user.id, tokenHash: hashToken(token) }, state, now), actor);
  const page = `/reset-password?token=${token}`;
  // A student or parent whose account reads Hindi is written to in Hindi, with the Hindi page's link (issue 33).
  if (user.language === 'hi' && (user.role === 'student' || user.role === 'parent')) {
    await deps.mail.send({
      to: user.email,
      subject: 'अपने Margdarshak खाते का पासवर्ड रीसेट कीजिए',
      text: `किसी ने (हमें उम्मीद है कि आपने) आपके Margdarshak खाते का पासवर्ड रीसेट करने को कहा है।\n\nनया पासवर्ड चुनने के लिए 1 घंटे के अंदर यह लिंक खोलिए:\n${deps.config.publicUrl}${hindiTwin(page)}\n\nयह लिंक एक ही बार काम करता है। अगर यह अनुरोध आपने नहीं किया था, तो इस ई-मेल को अनदेखा कीजिए: आपका पासवर्ड जैसा है, वैसा ही रहेगा।`,
    });
    return;
  }
  await deps.mail.send({
    to: user.email,
    subject: 'Reset your Margdarshak password',
    text: `Someone (we hope you) asked to reset the password of your Margdarshak account.\n\nOpen this link within 1 hour to choose a new password:\n${deps.config.publicUrl}${page}\n\nThe link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  });
}

export async function resetPassword(deps: AppDeps, userId: string, token: string, password: string, actor: Actor): Promise<void> {
  const sealedPasswordHash = await deps.vault.seal(userId, await hashPassword(password));
  await handleCommand(deps, userAggregate, userStream(userId), (state, now) => decideUser({ type: 'ResetPassword', userId, tokenHash: hashToken(token), sealedPasswordHash }, state, now), actor);
}

/**
 * The right to erasure: the log keeps the fact; the erasure processor then frees the e-mail, ends the sessions and
 * destroys the person's key (finishErasure).
 */
export async function eraseUser(deps: AppDeps, userId: string, actor: Actor): Promise<void> {
  await handleCommand(deps, userAggregate, userStream(userId), (state, now) => decideUser({ type: 'EraseUser', userId }, state, now), actor);
}

/** The e-mail the person registered with, while their key exists. */
async function registeredEmail(deps: AppDeps, userId: string): Promise<string | undefined> {
  const registered = (await deps.eventStore.readStream(userStream(userId))).find((event) => event.type === 'UserRegistered');
  if (!registered) return undefined;
  return deps.vault.open(userId, accountEvents.UserRegistered.schema.parse(registered.data).email);
}

/**
 * The language a closed account's last mail is written in: a student's or parent's choice; English for everyone else.
 * The account as it stood before its erasure (an erased state keeps neither role nor language).
 */
async function mailLanguageOf(deps: AppDeps, userId: string): Promise<AccountLanguage> {
  let state = initialUserState;
  for (const event of await deps.eventStore.readStream(userStream(userId))) {
    if (event.type === 'UserErased') break;
    state = evolveUser(state, { type: event.type, data: event.data } as UserEvent);
  }
  return state.status === 'active' && (state.role === 'student' || state.role === 'parent') ? (state.language ?? 'en') : 'en';
}

const releaseEmail = (deps: AppDeps, emailStreamName: string, userId: string, actor: Actor) =>
  handleCommand(deps, emailAggregate, emailStreamName, (state) => decideEmail({ type: 'ReleaseEmail', userId }, state), actor);

/** Who is mailed when an account is erased: the person who closed it themself, or the child and the parent who closed it. */
export type ErasureConfirmation = { mailId: string; parentId?: string };

/**
 * The erasure processor's job: each step is a no-op once done, and the key goes last (the e-mail is read with it). When
 * the person closed the account themself, they are mailed a confirmation at that address just before the key goes; when
 * their parent did, the parent is mailed (at their own address, with the child's name) and the child too.
 */
export async function finishErasure(deps: AppDeps, userId: string, actor: Actor, confirmation?: ErasureConfirmation): Promise<void> {
  const email = await registeredEmail(deps, userId);
  if (email !== undefined) await releaseEmail(deps, emailStream(deps.serverSecret, email), userId, actor);
  await deps.sessions.endAllOf(userId);
  await forgetDevicesOf(deps.db, userId);
  if (confirmation?.parentId) {
    const parentEmail = await registeredEmail(deps, confirmation.parentId);
    const childName = await firstNameUnderKey(deps, userId);
    if (parentEmail !== undefined) await deps.mail.send(childAccountDeletedMailIn(await mailLanguageOf(deps, confirmation.parentId), parentEmail, `${confirmation.mailId}-parent`, childName));
    if (email !== undefined) await deps.mail.send(accountDeletedByParentMailIn(await mailLanguageOf(deps, userId), email, confirmation.mailId));
  } else if (email !== undefined && confirmation) await deps.mail.send(accountDeletedMailIn(await mailLanguageOf(deps, userId), email, confirmation.mailId));
  await deps.vault.erase(userId);
}

/**
 * The registrations processor's job for a claimed e-mail: when no account came of the claim, the registration is
 * marked abandoned (so a late second step is refused) and the claim released, so the address can register again.
 */
export async function settleEmailClaim(deps: AppDeps, emailStreamName: string, userId: string, actor: Actor): Promise<void> {
  await handleCommand(deps, userAggregate, userStream(userId), (state, now) => decideUser({ type: 'AbandonRegistration', userId }, state, now), actor);
  const user = await loadState(deps.eventStore, userAggregate, userStream(userId));
  if (user.status === 'abandoned') await releaseEmail(deps, emailStreamName, userId, actor);
}

/**
 * An account made at start-up (the demo admin, the demo data): returns the existing one, or registers it. A claim on the
 * address with no account behind it can only be left by a run that died half way through this (a start-up runs before
 * anyone else can sign up), so it is released at once rather than after the registrations processor's grace.
 */
export async function ensureAccount(deps: AppDeps, input: { email: string; password: string; role: Role }, actor: Actor): Promise<{ id: string; email: string; role: Role }> {
  const existing = await findUserByEmail(deps.db, input.email);
  if (existing) return existing;
  // The read model may not have caught up after a restart: the log decides.
  const claimStream = emailStream(deps.serverSecret, input.email);
  const claim = await loadState(deps.eventStore, emailAggregate, claimStream);
  if (claim.status === 'claimed') {
    await settleEmailClaim(deps, claimStream, claim.userId, actor);
    const user = await loadState(deps.eventStore, userAggregate, userStream(claim.userId));
    if (user.status === 'active') return { id: claim.userId, email: input.email.trim().toLowerCase(), role: user.role };
  }
  return registerUser(deps, input, actor);
}

/** The seeded admin (admins cannot self-register). Idempotent. */
export async function ensureDemoAdmin(deps: AppDeps, email: string, password: string): Promise<void> {
  await ensureAccount(deps, { email, password, role: 'admin' }, { role: 'system' });
}
