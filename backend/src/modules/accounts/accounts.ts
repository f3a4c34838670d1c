// Account use cases shared by the routes, the seeds and the admin: each is a command or two through the handler.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Role } from '@margdarshak/contracts/api/accounts';
import { findUserByEmail } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { handleCommand, type Actor } from '../../platform/commandHandler';
import { endSessionsOf } from '../../platform/http/session';
import { decideEmail, decideUser } from './accounts.decider';
import { hashPassword } from './passwords';
import { emailStream, evolveEmail, evolveUser, initialEmailState, initialUserState, userStream } from './user';

const userAggregate = { initialState: initialUserState, evolve: evolveUser };
const emailAggregate = { initialState: initialEmailState, evolve: evolveEmail };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Claims the e-mail's stream first (the uniqueness rule), then creates the user's stream. */
export async function registerUser(deps: AppDeps, input: { email: string; password: string; role: Role }, actor: Actor) {
  const userId = randomUUID();
  const email = input.email.trim().toLowerCase();
  await handleCommand(deps, emailAggregate, emailStream(deps.serverSecret, email), (state) => decideEmail({ type: 'ClaimEmail', userId }, state), actor);
  const [sealedEmail, sealedPasswordHash] = await Promise.all([deps.vault.seal(userId, email), hashPassword(input.password).then((h) => deps.vault.seal(userId, h))]);
  await handleCommand(
    deps,
    userAggregate,
    userStream(userId),
    (state, now) => decideUser({ type: 'RegisterUser', userId, role: input.role, sealedEmail, sealedPasswordHash }, state, now),
    { ...actor, userId: actor.userId ?? userId },
  );
  return { id: userId, email, role: input.role };
}

/** Mails a single-use link valid for an hour; answers nothing about whether the address has an account. */
export async function requestPasswordReset(deps: AppDeps, email: string, actor: Actor): Promise<void> {
  const user = await findUserByEmail(deps.db, email);
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await handleCommand(deps, userAggregate, userStream(user.id), (state, now) => decideUser({ type: 'RequestPasswordReset', userId: user.id, tokenHash: hashToken(token) }, state, now), actor);
  const link = `${deps.config.publicUrl}/reset-password?token=${token}`;
  await deps.mail.send({
    to: user.email,
    subject: 'Reset your Margdarshak password',
    text: `Someone (we hope you) asked to reset the password of your Margdarshak account.\n\nOpen this link within 1 hour to choose a new password:\n${link}\n\nThe link works once. If you did not ask for this, ignore this e-mail: your password stays as it is.`,
  });
}

export async function resetPassword(deps: AppDeps, userId: string, token: string, password: string, actor: Actor): Promise<void> {
  const sealedPasswordHash = await deps.vault.seal(userId, await hashPassword(password));
  await handleCommand(
    deps,
    userAggregate,
    userStream(userId),
    (state, now) => decideUser({ type: 'ResetPassword', userId, tokenHash: hashToken(token), sealedPasswordHash }, state, now),
    actor,
  );
  await endSessionsOf(deps.db, userId);
}

/** The right to erasure: the log keeps the fact, the person's key is destroyed, the e-mail becomes free again. */
export async function eraseUser(deps: AppDeps, userId: string, email: string, actor: Actor): Promise<void> {
  await handleCommand(deps, userAggregate, userStream(userId), (state, now) => decideUser({ type: 'EraseUser', userId }, state, now), actor);
  await handleCommand(deps, emailAggregate, emailStream(deps.serverSecret, email), (state) => decideEmail({ type: 'ReleaseEmail', userId }, state), actor);
  await deps.vault.erase(userId);
  await endSessionsOf(deps.db, userId);
}

/** The seeded admin (admins cannot self-register). Idempotent. */
export async function ensureDemoAdmin(deps: AppDeps, email: string, password: string): Promise<void> {
  if (await findUserByEmail(deps.db, email)) return;
  await registerUser(deps, { email, password, role: 'admin' }, { role: 'system' });
}
