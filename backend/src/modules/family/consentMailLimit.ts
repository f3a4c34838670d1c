// Consent e-mails per recipient, across all students (issue 27): every sign-up starts a fresh consent stream with its
// own daily allowance, so the per-student limits alone let anyone have us write to any address again and again. This
// bucket, in PostgreSQL and keyed by the address's fingerprint, caps what one address receives in any 24 hours. It is
// taken just before a consent e-mail the student causes (the sign-up's link, Send again, a new address, the change
// request to the parent who consented); a parent's or admin's confirmation needs no stranger's help and is not counted.
import { CONSENT_MAIL_WINDOW_MS, CONSENT_MAILS_PER_ADDRESS_PER_DAY, tooManyMailsToAddress } from '@margdarshak/contracts/family/consentLimits';
import type { AppDeps } from '../../platform/deps';
import { DomainError } from '../../platform/http/errors';
import { rateLimit, type RateLimit } from '../../platform/http/rateLimit';

const mailsTo = (deps: Pick<AppDeps, 'db'>): RateLimit => rateLimit(deps.db, 'consent-mail-to', CONSENT_MAILS_PER_ADDRESS_PER_DAY, CONSENT_MAIL_WINDOW_MS);

const secondsLater = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000).toISOString();

/** Takes a place for one consent e-mail to the address `fingerprint` names: undefined when taken, else when one frees. */
export async function takeMailPlace(deps: Pick<AppDeps, 'db' | 'clock'>, fingerprint: string): Promise<string | undefined> {
  const now = deps.clock.now();
  const admission = await mailsTo(deps).take(fingerprint, now);
  return admission.admitted ? undefined : secondsLater(now, admission.retryAfterSeconds);
}

/** The same, refusing with 429 `{error, nextMailAt}` when the address has had its day's consent e-mails. */
export async function requireMailPlace(deps: Pick<AppDeps, 'db' | 'clock'>, fingerprint: string): Promise<void> {
  const nextMailAt = await takeMailPlace(deps, fingerprint);
  if (nextMailAt) throw new DomainError('TOO_MANY_MAILS_TO_ADDRESS', tooManyMailsToAddress(nextMailAt), 429, { nextMailAt });
}

/** When the next consent e-mail may go to the address, while none may go now; taking nothing. */
export async function nextMailToAddressAt(deps: Pick<AppDeps, 'db' | 'clock'>, fingerprint: string): Promise<string | undefined> {
  const now = deps.clock.now();
  const wait = await mailsTo(deps).wait(fingerprint, now);
  return wait === undefined ? undefined : secondsLater(now, wait);
}
