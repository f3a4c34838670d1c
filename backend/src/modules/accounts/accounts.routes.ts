// Sign-up, sign-in, sign-out, the current user, and password reset (public-area §7).
import Router from '@koa/router';
import {
  accountLanguageRequest,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordRequest,
  INVALID_LOGIN,
  INVALID_RESET_LINK,
  LOGGED_OUT,
  loginRequest,
  PASSWORD_UPDATED,
  STUDENT_NAME_REQUIRED,
  tooManySignInAttempts,
} from '@margdarshak/contracts/api/accounts';
import type { SessionAnswer } from '@margdarshak/contracts/api/shapes';
import { isMinorAt } from '@margdarshak/contracts/family/age';
import { findUserByEmail, findUserByResetToken } from '@margdarshak/projections/users/usersQueries';
import type { AppDeps } from '../../platform/deps';
import { actorOf } from '../../platform/http/actor';
import { answerLanguage } from '../../platform/http/answerLanguage';
import { DomainError, UnauthorizedError, ValidationError } from '../../platform/http/errors';
import { accountOf, currentAccount, requireUser, userOf } from '../../platform/http/guards';
import { tooManyRequests } from '../../platform/http/rateLimit';
import { signIn, signOut } from '../../platform/http/session';
import { parse } from '../../platform/http/validation';
import { chooseLanguage, hashToken, registerUser, requestPasswordReset, resetPassword } from './accounts';
import { knownDevices } from './knownDevices';
import { loginThrottle } from './loginThrottle';
import { registerInput, resetPasswordInput } from './newPassword';
import type { SignUpAge } from './signUpAge';
import { signUpLimit } from './signUpLimit';
import { verifyPassword } from './passwords';
import { waitPhrase } from './throttleRule';

const tooManyAttempts = (seconds: number) => tooManySignInAttempts(waitPhrase(seconds));

/** `age`: the family module's check and record of a student's date of birth at sign-up (composed in app.ts). */
export function accountsRoutes(deps: AppDeps, age: SignUpAge): Router {
  const router = new Router({ prefix: '/api' });
  const throttle = loginThrottle(deps.db, deps.serverSecret);
  const devices = knownDevices(deps);
  const takeSignUpPlace = signUpLimit(deps);

  router.post('/register', async (ctx) => {
    const { dateOfBirth, parentEmail, ...input } = parse(registerInput, ctx.request.body);
    const actor = actorOf(ctx);
    // A student's age is checked before the account exists; one who gives none is asked at first sign-in.
    const given = input.role === 'student' && dateOfBirth !== undefined ? { dateOfBirth, parentEmail } : undefined;
    const issues = given ? age.issues({ ...given, ownEmail: input.email }, deps.clock.now()) : [];
    // A minor's parent is mailed at once, by the name given here (issue 30): it is required of them.
    const dateOfBirthValid = issues.every((issue) => issue.path !== 'dateOfBirth');
    if (given && !input.name && dateOfBirthValid && isMinorAt(given.dateOfBirth, deps.clock.now())) issues.push({ path: 'name', message: STUDENT_NAME_REQUIRED });
    if (issues.length > 0) throw new ValidationError(issues);
    await takeSignUpPlace(ctx);
    // Only a student's name is kept from sign-up: a counsellor's comes with their profile. A student who signs up on a
    // Hindi page (the browser says the page's language) has chosen Hindi, recorded with the account: their parent's
    // consent mail, sent next, is written in it.
    const language = input.role === 'student' && (await answerLanguage(ctx, deps)) === 'hi' ? 'hi' : undefined;
    const user = await registerUser(deps, { ...input, name: input.role === 'student' ? input.name : undefined, language }, actor);
    if (given) await age.record(deps, user, given, actor);
    await deps.workflows.settle(actor); // a counsellor's record is opened by the registrations processor
    await devices.remember(ctx, user.id, deps.clock.now());
    await signIn(ctx, user, false, deps.clock.now());
    ctx.status = 201;
    ctx.body = user;
  });

  router.post('/login', async (ctx) => {
    const { email, password, rememberMe } = parse(loginRequest, ctx.request.body);
    const now = deps.clock.now();
    const user = await findUserByEmail(deps.db, email);
    // A browser that has signed in to this account before keeps its own allowance; an unknown e-mail has no such browser.
    const attempt = { email, clientAddress: ctx.ip, knownDeviceId: await devices.knownFor(ctx, user?.id, now) };
    const check = await throttle.reserveCheck(attempt, now);
    if (!check.admitted) throw tooManyRequests(ctx, check.retryAfterSeconds, 'TOO_MANY_ATTEMPTS', tooManyAttempts(check.retryAfterSeconds));
    const valid = await verifyPassword(user?.passwordHash, password); // same cost whether or not the account exists
    if (!user || !valid) throw new UnauthorizedError(INVALID_LOGIN);
    await throttle.clear(attempt);
    await devices.remember(ctx, user.id, now);
    await signIn(ctx, user, rememberMe === true, now);
    // With the account's language, as GET /api/user gives it: the browser must not take a chosen language for none.
    ctx.body = accountOf(user, user.language);
  });

  router.post('/logout', (ctx) => {
    signOut(ctx);
    ctx.body = { message: LOGGED_OUT };
  });

  router.get('/user', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const account = await currentAccount(ctx, deps);
    if (!account) throw new UnauthorizedError();
    ctx.body = account;
  });

  // The same question for a page that does not know whether anyone is signed in (issue 30): nobody is an answer, not an
  // error, so a signed-out visit logs no failed request. GET /api/user keeps the spec's 401.
  router.get('/session', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { user: (await currentAccount(ctx, deps)) ?? null } satisfies SessionAnswer;
  });

  // The session's own account only: there is no id to name another. /me/language is the same command (issue 33).
  router.put(['/user/language', '/me/language'], requireUser(deps), async (ctx) => {
    const { language } = parse(accountLanguageRequest, ctx.request.body);
    ctx.body = { language: await chooseLanguage(deps, userOf(ctx).id, language, actorOf(ctx)) };
  });

  router.post('/forgot-password', async (ctx) => {
    const { email } = parse(forgotPasswordRequest, ctx.request.body);
    await requestPasswordReset(deps, email, actorOf(ctx));
    ctx.body = { message: FORGOT_PASSWORD_ANSWER };
  });

  router.post('/reset-password', async (ctx) => {
    const { token, password } = parse(resetPasswordInput, ctx.request.body);
    const user = await findUserByResetToken(deps.db, hashToken(token));
    if (!user) throw new DomainError('RESET_LINK_INVALID', INVALID_RESET_LINK, 400);
    const actor = actorOf(ctx);
    await resetPassword(deps, user.id, token, password, actor);
    await deps.workflows.settle(actor); // every session of the account ends, and the browsers known before are forgotten
    // The link proved control of the mailbox: this browser is known to the account from now on, so the owner signs in
    // with the new password at once, whoever is guessing (throttleRule.ts).
    await devices.remember(ctx, user.id, deps.clock.now(), hashToken(token));
    signOut(ctx);
    ctx.body = { message: PASSWORD_UPDATED };
  });

  return router;
}
