// Issue 27, item 2, in the browser: the student's consent card once the day's consent e-mails are used up, or once the
// parent's address has had its own; after a parent withdraws, the session chat is read-only and the room card says why,
// for the child and the counsellor; a change of parent the child asks for, which waits on the parent dashboard (the new
// address in full), is confirmed by an admin with a reason, and reaches the other parent, who may decline; and once
// consent is given, the child asks for another parent from the Parent Details card, the parent agrees, and an admin's
// late confirmation fails without losing the typed reason. Each screen is screenshotted at a phone's width and a laptop's.
import { expect, test } from '@playwright/test';
import { logInToBackOffice, toast, uniqueEmail } from './support/auth';
import { firstFreeSlot } from './support/booking';
import { E2E_BASE_URL } from './support/e2eServer';
import { bornYearsAgo, consentingFamily } from './support/family';
import { open } from './support/open';
import { lastMailTo } from './support/outbox';
import { advancedPackage, approvedCounsellor, paidBooking, WORKSPACE_PASSWORD } from './support/workspace';
import { screenshots } from './support/pageReading';

const PASSWORD = 'family-secret-7';

test('the consent card says when the next request can go once the day’s three consent e-mails are used', async ({ page }) => {
  await open(page, '/');
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail('limit.child'), password: PASSWORD, role: 'student', name: 'Limit Child', dateOfBirth: bornYearsAgo(15), parentEmail: uniqueEmail('limit.parent') },
  });
  expect(registered.status()).toBe(201);
  await open(page, '/student/dashboard');
  const card = page.getByRole('alert').filter({ hasText: 'Waiting for your parent’s consent' });
  for (let i = 0; i < 2; i++) {
    await card.getByRole('button', { name: 'Send again' }).click();
    await expect(toast(page, 'Request sent again')).toBeVisible();
  }
  await expect(card.getByRole('status')).toHaveText(
    /^We have sent 3 consent e-mails for you in the last 24 hours, which is the most we send in a day\. You can send another from \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m\.$/,
  );
  await expect(card.getByRole('button', { name: 'Send again' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Change address' })).toBeDisabled();
  await screenshots(page, 'consent-student-limit');
});

test('after a withdrawal the chat is read-only for both sides; a change of parent waits for confirmation, here an admin’s', async ({ page, browser, playwright }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const counsellorContext = await browser.newContext();
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellor = await approvedCounsellor(counsellorContext.request, adminApi, `Kavita Joshi ${suffix}`);
  await adminApi.dispose();
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await open(page, '/');
  await open(parentPage, '/');
  const childName = `Diya Sharma ${suffix}`;
  const { child, parent } = await consentingFamily(page.request, parentPage.request, childName, PASSWORD);
  const free = await firstFreeSlot(page, counsellor.id);
  const booking = await paidBooking(page.request, { id: child.id, email: child.email, name: childName }, counsellor.id, await advancedPackage(page.request), free.date);
  expect((await page.request.post(`/api/bookings/${booking.id}/messages`, { data: { text: 'Could we talk about design colleges?' } })).status()).toBe(201);
  expect((await parentPage.request.post(`/api/parent/children/${child.id}/withdraw-consent`)).ok()).toBe(true);

  // The child's chat: the messages stay, the box gives way to the reason.
  await open(page, `/student/session/${booking.id}`);
  await expect(page.getByRole('heading', { name: `Chat with ${counsellor.name}` })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Could we talk about design colleges?');
  await expect(page.getByText('Your parent has withdrawn their consent, so this chat is read-only: you can read your messages, but not send new ones.')).toBeVisible();
  await expect(page.getByLabel('Write a message')).toHaveCount(0);
  await screenshots(page, 'consent-student-chat-read-only');

  // Two hours before the session (the page's own clock): the room card says why the room stays closed, not when it opens.
  const twoHoursBefore = new Date(Date.parse(booking.sessionDate) - 2 * 60 * 60_000);
  await page.clock.setSystemTime(twoHoursBefore);
  await open(page, `/student/session/${booking.id}`);
  const studentRoom = page.getByRole('region', { name: 'Video room' });
  await expect(studentRoom).toContainText('Your parent has withdrawn their consent, so this session’s room is closed.');
  await expect(studentRoom).not.toContainText('The room opens at');
  await expect(studentRoom.getByRole('button', { name: 'Join Session' })).toBeDisabled();
  await screenshots(page, 'consent-student-room-closed');
  await page.clock.setSystemTime(new Date());

  // The counsellor's chat says the same, in their words.
  const counsellorPage = await counsellorContext.newPage();
  expect((await counsellorContext.request.post('/api/login', { data: { email: counsellor.email, password: WORKSPACE_PASSWORD } })).ok()).toBe(true);
  await open(counsellorPage, `/counsellor/session/${booking.id}`);
  await expect(counsellorPage.getByText('This student’s parent has withdrawn their consent, so this chat is read-only: you can read the messages, but not send new ones.')).toBeVisible();
  await expect(counsellorPage.getByLabel('Write a message')).toHaveCount(0);
  await screenshots(counsellorPage, 'consent-counsellor-chat-read-only');
  await counsellorPage.clock.setSystemTime(twoHoursBefore);
  await open(counsellorPage, `/counsellor/session/${booking.id}`);
  await expect(counsellorPage.getByRole('region', { name: 'Video room' })).toContainText('This student’s parent has withdrawn their consent, so this session’s room is closed.');
  await screenshots(counsellorPage, 'consent-counsellor-room-closed');

  // The child asks for another parent: nothing goes to that address yet.
  const other = uniqueEmail('other.parent');
  await open(page, '/student/dashboard');
  const card = page.getByRole('alert').filter({ hasText: 'Your parent withdrew their consent' });
  await card.getByRole('button', { name: 'Ask another parent or guardian' }).click();
  await card.getByLabel("Parent's or guardian's e-mail").fill(other);
  await card.getByRole('button', { name: 'Ask for this change' }).click();
  await expect(toast(page, 'Request sent')).toContainText('We asked the parent who gave consent to agree to the change.');
  await expect(card).toContainText(/You asked that o\*\*\*@example\.in give consent instead/);
  await screenshots(page, 'consent-student-change-asked');
  // The parent who withdrew is mailed, with the new address in full; only then is it sure nothing went to that address.
  await expect.poll(async () => (await lastMailTo(parent.email))?.subject).toBe('Your child asks for a change on Margdarshak');
  expect((await lastMailTo(parent.email))?.text).toContain(other);
  expect(await lastMailTo(other)).toBeUndefined();

  // The parent who withdrew sees it on their dashboard.
  await open(parentPage, '/parent/dashboard');
  const section = parentPage.getByRole('region', { name: childName });
  await expect(section.getByText(/asks for another parent or guardian/)).toBeVisible();
  await expect(section.getByText(other)).toBeVisible(); // in full: the parent can tell whose it is
  await expect(section.getByRole('button', { name: 'Agree to the change' })).toBeVisible();
  await screenshots(parentPage, 'consent-parent-change-waiting');

  // An admin confirms it in the parent's place, with a reason.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logInToBackOffice(adminPage);
  await open(adminPage, `/admin/users/${child.id}/show`);
  const consent = adminPage.getByRole('region', { name: 'Parental consent' });
  await expect(consent).toContainText('Withdrawn by the parent');
  await expect(consent).toContainText(parent.email);
  await screenshots(adminPage, 'consent-admin-consent');
  await consent.getByRole('button', { name: 'Confirm change of parent' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Confirm the change of parent?' });
  await dialog.getByRole('button', { name: 'Confirm change of parent' }).click();
  await expect(dialog.getByText('Please give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill('The family wrote to us: the father who consented is abroad for a year.');
  await dialog.getByRole('button', { name: 'Confirm change of parent' }).click();
  await expect(consent).toContainText(`Change of parent confirmed: the request went to ${other}.`);
  await expect(dialog).toBeHidden();
  await expect(consent.getByRole('alert').filter({ hasText: 'Change of parent confirmed' })).toBeFocused();

  // The other parent reads what is asked of them, and declines: nothing changes for the child.
  let link: string | undefined;
  await expect.poll(async () => (link = /\/consent\/[\w-]+/.exec((await lastMailTo(other))?.text ?? '')?.[0])).toBeTruthy();
  const otherContext = await browser.newContext();
  const otherPage = await otherContext.newPage();
  await open(otherPage, link ?? '');
  await expect(otherPage.getByText(/in place of the parent who consented before/)).toBeVisible();
  await screenshots(otherPage, 'consent-other-parent-consent-page');
  await otherPage.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(otherPage.getByText(/You declined\. Nothing changes for the child/)).toBeVisible();

  await open(parentPage, '/parent/dashboard');
  await expect(section.getByText('Consent withdrawn')).toBeVisible();
  for (const context of [counsellorContext, parentContext, adminContext, otherContext]) await context.close();
});

test('once consent is given the child asks for another parent from Parent Details; the parent agrees; an admin’s late confirmation keeps the reason', async ({ page, browser, playwright }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const parentContext = await browser.newContext();
  const parentPage = await parentContext.newPage();
  await open(page, '/');
  await open(parentPage, '/');
  const childName = `Ira Menon ${suffix}`;
  const { child } = await consentingFamily(page.request, parentPage.request, childName, PASSWORD);

  // The student's dashboard: who consented, and the way to ask another parent or guardian.
  await open(page, '/student/dashboard');
  const line = page.getByRole('region', { name: 'Parent or guardian' });
  await expect(line).toContainText('f***@example.in gave their consent.');
  await line.getByRole('button', { name: 'Ask another parent or guardian' }).click();
  const other = uniqueEmail('guardian');
  await line.getByLabel("Parent's or guardian's e-mail").fill(other);
  await screenshots(page, 'consent-student-parent-line');
  await line.getByRole('button', { name: 'Ask for this change' }).click();
  await expect(toast(page, 'Request sent')).toContainText('We asked the parent who gave consent to agree to the change.');
  const card = page.getByRole('alert').filter({ hasText: 'You asked for another parent or guardian' });
  await expect(card).toContainText('The parent who gave consent before must agree to this first: we have e-mailed them.');
  await expect(line).toHaveCount(0);
  await screenshots(page, 'consent-student-change-asked-given');

  // The back office lists the student among those whose change of parent waits; an admin starts to confirm it.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await logInToBackOffice(adminPage);
  await open(adminPage, `/admin/users?filter=${encodeURIComponent(JSON.stringify({ parentChangeWaiting: true }))}`);
  await expect(adminPage.getByText(childName)).toBeVisible();
  await expect(adminPage.getByText('Change of parent waiting').first()).toBeVisible();
  await screenshots(adminPage, 'consent-admin-users-waiting');
  await open(adminPage, `/admin/users/${child.id}/show`);
  const consent = adminPage.getByRole('region', { name: 'Parental consent' });
  await consent.getByRole('button', { name: 'Confirm change of parent' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Confirm the change of parent?' });
  const reason = 'The father asked us by phone to agree for him.';
  await dialog.getByLabel('Reason').fill(reason);

  // Meanwhile the parent agrees on their dashboard, where the new address shows in full: focus moves to the outcome.
  await open(parentPage, '/parent/dashboard');
  const section = parentPage.getByRole('region', { name: childName });
  await expect(section.getByText(other)).toBeVisible();
  await screenshots(parentPage, 'consent-parent-change-full-address');
  await section.getByRole('button', { name: 'Agree to the change' }).click();
  await expect(toast(parentPage, 'Change agreed')).toBeVisible();
  const agreed = section.getByRole('alert').filter({ hasText: 'The change was agreed' });
  await expect(agreed).toBeFocused();
  await screenshots(parentPage, 'consent-parent-change-agreed');

  // And the other parent consents: the admin's confirmation comes too late, and the dialog keeps what they typed.
  let link: string | undefined;
  await expect.poll(async () => (link = /\/consent\/([\w-]+)/.exec((await lastMailTo(other))?.text ?? '')?.[1])).toBeTruthy();
  const otherApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  expect((await otherApi.post(`/api/consent/${link ?? ''}`, { data: { decision: 'give', isParent: true, password: 'guardian-secret-3' } })).ok()).toBe(true);
  await otherApi.dispose();
  await dialog.getByRole('button', { name: 'Confirm change of parent' }).click();
  await expect(adminPage.getByText(/Failed to confirm the change/)).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toHaveValue(reason);
  await screenshots(adminPage, 'consent-admin-confirm-failed');
  for (const context of [parentContext, adminContext]) await context.close();
});

test('a sign-up whose parent’s address has had its day’s consent e-mails: the account is made, and the card says when to send', async ({ page, playwright }) => {
  const parentEmail = uniqueEmail('busy.parent');
  for (let i = 0; i < 3; i++) {
    const sibling = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
    const registered = await sibling.post('/api/register', {
      data: { email: uniqueEmail('sibling'), password: PASSWORD, role: 'student', name: 'Sibling Student', dateOfBirth: bornYearsAgo(15), parentEmail },
      headers: { origin: E2E_BASE_URL },
    });
    expect(registered.status()).toBe(201);
    await sibling.dispose();
  }
  await open(page, '/');
  const registered = await page.request.post('/api/register', {
    data: { email: uniqueEmail('held.child'), password: PASSWORD, role: 'student', name: 'Held Child', dateOfBirth: bornYearsAgo(15), parentEmail },
  });
  expect(registered.status()).toBe(201);
  await open(page, '/student/dashboard');
  const card = page.getByRole('alert').filter({ hasText: 'Waiting for your parent’s consent' });
  await expect(card).toContainText('We have not been able to e-mail your parent at b***@example.in yet.');
  await expect(card.getByRole('status')).toHaveText(
    /^b\*\*\*@example\.in has had 3 consent e-mails from us in the last 24 hours, the most we send to one address in a day\. You can send the request there from \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m\.$/,
  );
  await expect(card.getByRole('button', { name: 'Send again' })).toBeDisabled();
  await expect(card.getByRole('button', { name: 'Change address' })).toBeEnabled();
  await screenshots(page, 'consent-student-held-back');
});
