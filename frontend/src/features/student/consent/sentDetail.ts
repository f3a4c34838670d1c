// What the student is told once a request to a parent's address went: kept apart from the form, which loads on first
// use, so the consent card's resend can say it too without the form's code.
import type { ConsentStatus } from '@margdarshak/contracts/api/family';

/**
 * What the toast says once a request went (its message in the student catalogue): a link, a change asked of the parent
 * who consented, or one for our team.
 */
export function sentDetail(answer: ConsentStatus): 'sent.newLink' | 'sent.parentAsked' | 'sent.team' {
  const change = answer.parentChange;
  if (!change || change.confirmed) return 'sent.newLink';
  return change.parentAsked ? 'sent.parentAsked' : 'sent.team';
}
