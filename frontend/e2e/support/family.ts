// Families in browser specs: a date of birth for a given age, and a minor whose parent consents through the mailed link.
import { expect, type APIRequestContext } from '@playwright/test';
import type { ConsentDecisionResponse } from '@margdarshak/contracts/api/family';
import { istDate } from '@margdarshak/contracts/schedule/slots';
import { uniqueEmail } from './auth';
import { mailsTo } from './outbox';

/** A date of birth `years` years ago today (India), less a month: that many years old. */
export function bornYearsAgo(years: number): string {
  const [y = 0, m = 1, d = 1] = istDate(new Date()).split('-').map(Number);
  const month = m === 1 ? 12 : m - 1;
  return `${y - years - (m === 1 ? 1 : 0)}-${String(month).padStart(2, '0')}-${String(Math.min(d, 28)).padStart(2, '0')}`;
}

export interface FamilyMember {
  id: string;
  email: string;
  password: string;
}

/** The session a child asks their parent to book (POST /api/me/consent/ask-parent), before the parent has consented. */
export interface AskedSession {
  counsellorId: string;
  packageId: string;
  sessionDate: string;
  timeSlot: string;
}

/**
 * A 15-year-old named `childName` signed in on `childRequest`, and their parent, who consents through the mailed link
 * on `parentRequest` (signed in there afterwards: a page's `request` shares the page's cookies). With `asked`, the child
 * first asks the parent to book that session, which the parent may then order and pay for.
 */
export async function consentingFamily(
  childRequest: APIRequestContext,
  parentRequest: APIRequestContext,
  childName: string,
  password: string,
  asked?: AskedSession,
): Promise<{ child: FamilyMember; parent: FamilyMember }> {
  const child = { id: '', email: uniqueEmail('family.child'), password };
  const parentEmail = uniqueEmail('family.parent');
  const registered = await childRequest.post('/api/register', { data: { email: child.email, password, role: 'student', name: childName, dateOfBirth: bornYearsAgo(15), parentEmail } });
  expect(registered.status()).toBe(201);
  child.id = ((await registered.json()) as { id: string }).id;
  expect((await childRequest.put(`/api/students/${child.id}/profile`, { data: { name: childName, mobile: '9876501234', age: 15 } })).ok()).toBe(true);
  if (asked) {
    const ask = await childRequest.post('/api/me/consent/ask-parent', { data: asked });
    expect(ask.status(), await ask.text()).toBe(202);
  }
  // Asking sends a new link, which replaces the sign-up's: the parent uses the last of the links they were sent.
  const linksWanted = asked ? 2 : 1;
  let link: string | undefined;
  await expect
    .poll(async () => {
      const links = (await mailsTo(parentEmail)).flatMap((mail) => /\/consent\/([\w-]+)/.exec(mail.text)?.[1] ?? []);
      link = links.length >= linksWanted ? links.at(-1) : undefined;
      return link;
    })
    .toBeTruthy();
  const consent = await parentRequest.post(`/api/consent/${link ?? ''}`, { data: { decision: 'give', isParent: true, password } });
  expect(consent.ok(), await consent.text()).toBe(true);
  const answer = (await consent.json()) as ConsentDecisionResponse;
  return { child, parent: { id: answer.parent?.id ?? '', email: parentEmail, password } };
}
