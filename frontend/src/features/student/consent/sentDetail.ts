// What the student is told once a request to a parent's address went: kept apart from the form, which loads on first
// use, so the consent card's resend can say it too without the form's code.
import type { ConsentStatus } from '@margdarshak/contracts/api/family';

/** What the toast says once a request went: a link, a change asked of the parent who consented, or one for our team. */
export function sentDetail(answer: ConsentStatus): string {
  const change = answer.parentChange;
  if (!change || change.confirmed) return 'We e-mailed your parent a new link.';
  return change.parentAsked
    ? 'We asked the parent who gave consent to agree to the change.'
    : 'The parent who gave consent no longer has an account with us: our team will check the change with your family.';
}
