// A minor and the parent who consented for them through the mailed link, both signed in: for specs about what a parent
// may do for their child.
import type { ConsentDecisionResponse } from '@margdarshak/contracts/api/family';
import { readOutbox } from '../platform/mail/outboxMailer';
import type { HttpClient } from './httpClient';
import type { TestApp } from './testApp';

export type SignedIn = HttpClient & { userId: string; email: string };

export const MINOR_DATE_OF_BIRTH = '2011-05-10';
export const PARENT_PASSWORD = 'parent-secret-1';
export const CHILD_PASSWORD = 'secret-123';

const linkIn = (text: string | undefined) => /\/consent\/([\w-]+)/.exec(text ?? '')?.[1];

/** The token of the newest consent link mailed to `to` (other mails to them, such as a change to confirm, are passed over). */
export async function consentLinkTo(app: Pick<TestApp, 'outboxDir'>, to: string): Promise<string> {
  const mails = await readOutbox(app.outboxDir, to);
  const token = linkIn(mails.findLast((mail) => linkIn(mail.text) !== undefined)?.text);
  if (!token) throw new Error(`No consent link mailed to ${to}`);
  return token;
}

/** A child (with a profile named `childName`) and their parent, who consents with a new account. */
export async function consentingFamily(app: Pick<TestApp, 'client' | 'outboxDir'>, childName: string, tag = `${Date.now()}`): Promise<{ child: SignedIn; parent: SignedIn }> {
  const slug = childName.toLowerCase().replace(/\s+/g, '.');
  const childEmail = `${slug}.${tag}@example.in`;
  const parentEmail = `parent.of.${slug}.${tag}@example.in`;
  const child = app.client();
  const registered = await child
    .post('/api/register', { email: childEmail, password: CHILD_PASSWORD, role: 'student', name: childName, dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail })
    .expectStatus(201)
    .json<{ id: string }>();
  await child.put(`/api/students/${registered.id}/profile`, { name: childName, mobile: '9876543210', age: 15, schoolName: `${childName.split(' ')[0]} High School`, academics: [] }).expectStatus(200);
  const parent = app.client();
  const answer = await parent
    .post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD })
    .expectStatus(200)
    .json<ConsentDecisionResponse>();
  return { child: Object.assign(child, { userId: registered.id, email: childEmail }), parent: Object.assign(parent, { userId: answer.parent?.id ?? '', email: parentEmail }) };
}

/**
 * A minor who, waiting for consent, asked their parent for `session` (the ask's mail sent), and the parent who then
 * consented through its link with a new account.
 */
export async function askingFamily(
  app: Pick<TestApp, 'client' | 'outboxDir' | 'runDueJobs'>,
  session: { counsellorId: string; packageId: string; sessionDate: string; timeSlot: string },
  tag: string,
): Promise<{ child: SignedIn; parent: SignedIn }> {
  const [email, parentEmail] = [`asking.child.${tag}@example.in`, `asking.parent.${tag}@example.in`];
  const child = app.client();
  const registration = { email, password: CHILD_PASSWORD, role: 'student', name: 'Meera Joshi', dateOfBirth: MINOR_DATE_OF_BIRTH, parentEmail };
  const { id } = await child.post('/api/register', registration).expectStatus(201).json<{ id: string }>();
  await child.post('/api/me/consent/ask-parent', session).expectStatus(202);
  await app.runDueJobs(); // the ask's mail, with the consent link
  const parent = app.client();
  await parent.post(`/api/consent/${await consentLinkTo(app, parentEmail)}`, { decision: 'give', isParent: true, password: PARENT_PASSWORD }).expectStatus(200);
  const parentId = (await parent.get('/api/user').json<{ id: string }>()).id;
  return { child: Object.assign(child, { userId: id, email }), parent: Object.assign(parent, { userId: parentId, email: parentEmail }) };
}
