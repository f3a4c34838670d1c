// Issue 20, what a parent does for a linked child from the parent dashboard: pays the booking the child chose (the same
// test checkout as the student's), downloads the child's data (a JSON file of the child's, confirmed with the parent's
// password), and deletes the child's account; the parent is mailed, and the child's sign-in then fails. And what a parent
// reads of a session's chat: the counsellor's messages, never the child's own.
import { expect, test } from '@playwright/test';
import type { CreateOrderResponse, LocalCheckoutApproval } from '@margdarshak/contracts/api/bookings';
import { toast } from './support/auth';
import { firstFreeSlot } from './support/booking';
import { downloadExport } from './support/dataExport';
import { E2E_BASE_URL } from './support/e2eServer';
import { consentingFamily } from './support/family';
import { open } from './support/open';
import { mailsTo } from './support/outbox';
import { advancedPackage, approvedCounsellor, paidBooking } from './support/workspace';

const PASSWORD = 'family-secret-7';

test('a parent pays for the booking their child chose, downloads the child’s data and deletes the child’s account', async ({ page, browser, playwright }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const counsellorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const counsellor = await approvedCounsellor(counsellorContext.request, adminContext.request, `Nandini Rao ${suffix}`);
  await adminContext.close();
  await counsellorContext.close();

  // The child (15) signs up naming the parent, who consents from the mailed link: the parent is signed in on the page.
  const childApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const childName = `Anaya Kulkarni ${suffix}`;
  await open(page, '/');
  const { child, parent } = await consentingFamily(childApi, page.request, childName, PASSWORD);

  // The child chooses a session and places the order, and leaves it for the parent to pay.
  const pkg = await advancedPackage(childApi);
  const free = await firstFreeSlot(page, counsellor.id);
  const booking = { sessionDate: free.date, timeSlot: free.slot };
  const placed = await childApi.post('/api/payment/create-order', { data: { amount: pkg.price * 100, booking: { counsellorId: counsellor.id, studentId: child.id, packageId: pkg.id, ...booking } } });
  expect(placed.ok(), await placed.text()).toBe(true);
  const order = (await placed.json()) as CreateOrderResponse;

  // The parent pays it from their dashboard, through the same test checkout; the session then shows as confirmed.
  await open(page, '/parent/dashboard');
  const section = page.getByRole('region', { name: childName });
  await expect(section.getByText(/Awaiting payment/)).toBeVisible();
  await section.getByRole('button', { name: /^Pay ₹/ }).click();
  const checkout = page.getByRole('dialog', { name: /Test payment/ });
  await expect(checkout).toContainText(order.id);
  await checkout.getByRole('button', { name: 'Approve' }).click();
  await expect(toast(page, 'Booking Confirmed!')).toBeVisible();
  await expect(section.getByText(/· Confirmed/)).toBeVisible();
  await expect(section.getByRole('button', { name: /^Pay ₹/ })).toHaveCount(0);
  await expect(section.getByRole('list', { name: 'Payments' })).toContainText(`₹${pkg.price.toLocaleString('en-IN')}`);

  // The child's bank takes the order a second time: that payment is refunded, and the parent sees both, each on its row.
  const bookingData = { counsellorId: counsellor.id, studentId: child.id, packageId: pkg.id, ...booking };
  const again = (await (await childApi.post('/api/payment/local/approve', { data: { orderId: order.id } })).json()) as LocalCheckoutApproval;
  const second = await childApi.post('/api/payment/verify', {
    data: { paymentId: again.razorpay_payment_id, orderId: order.id, signature: again.razorpay_signature, bookingData, amount: order.amount },
  });
  expect(second.status()).toBe(409);
  await page.reload();
  const payments = section.getByRole('list', { name: 'Payments' });
  const cards = payments.getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const price = `₹${pkg.price.toLocaleString('en-IN')}`;
  for (const status of ['Paid', 'Refunded']) await expect(cards.filter({ has: page.getByText(status, { exact: true }) })).toContainText(price);
  await expect(payments).not.toContainText(' due');
  // Only the payment the booking stands on has a receipt; the one given back has none.
  await expect(cards.filter({ has: page.getByText('Paid', { exact: true }) }).getByRole('link', { name: 'Receipt' })).toBeVisible();
  await expect(cards.filter({ has: page.getByText('Refunded', { exact: true }) }).getByRole('link', { name: 'Receipt' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/screenshots/parent-payments-1280.png', fullPage: true });
  // On a phone: the same cards, and nothing wider than the screen.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(cards).toHaveCount(2);
  for (const status of ['Paid', 'Refunded']) await expect(cards.filter({ has: page.getByText(status, { exact: true }) })).toContainText(price);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await section.getByRole('list', { name: 'Payments' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screenshots/parent-payments-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The child's data: a wrong password is said under the field; the parent's own saves the child's file.
  const { data } = await downloadExport(page, 'Download Anaya’s data', PASSWORD);
  expect(data.account).toMatchObject({ id: child.id, email: child.email, role: 'student' });
  expect(data.profile?.name).toBe(childName);
  expect(data.bookings.map((b) => b.id)).toEqual([order.bookingId]);
  expect(data.bookings[0]).toMatchObject({ status: 'confirmed', counsellorName: counsellor.name });
  expect(data.consents.map((c) => c.event)).toEqual(['requested', 'given']);
  expect(data.consents[1]?.parentId).toBe(parent.id);
  expect(JSON.stringify(data)).not.toContain(parent.email);
  await expect(toast(page, 'Anaya’s data is downloaded')).toBeVisible();

  // Deleting the child's account: the warning, the parent's password, and the child leaves the dashboard, which says so.
  await section.getByRole('button', { name: 'Delete Anaya’s account' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Anaya’s account?' });
  await expect(deleteDialog.getByText('This cannot be undone.')).toBeVisible();
  await deleteDialog.getByLabel('Your password').fill(PASSWORD);
  await deleteDialog.getByRole('button', { name: 'Delete Anaya’s account' }).click();
  await expect(toast(page, 'Account deleted')).toContainText('Anaya’s account has been deleted.');
  await expect(section).toHaveCount(0);
  await expect(page.getByText(/Your child’s Margdarshak account was deleted on/)).toBeVisible();
  await expect(page.getByText('No child has your consent on record yet.')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Parent dashboard' })).toBeVisible(); // the parent stays signed in

  // The parent is mailed; the child is signed out and cannot sign in again.
  await expect.poll(async () => (await mailsTo(parent.email)).map((mail) => mail.subject)).toContain('Your child’s Margdarshak account is deleted'); // a credit note's mail may follow
  expect((await childApi.get('/api/user')).status()).toBe(401);
  expect((await childApi.post('/api/login', { data: { email: child.email, password: PASSWORD } })).status()).toBe(401);
  await childApi.dispose();
});

test('a parent reads the counsellor’s messages of their child’s session, and not the child’s own', async ({ page, playwright }) => {
  test.setTimeout(90_000);
  const suffix = Date.now().toString(36);
  const counsellorApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellor = await approvedCounsellor(counsellorApi, adminApi, `Ira Menon ${suffix}`);
  await adminApi.dispose();

  const childApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const childName = `Kabir Menon ${suffix}`;
  await open(page, '/');
  const { child } = await consentingFamily(childApi, page.request, childName, PASSWORD);
  const pkg = await advancedPackage(childApi);
  const { date } = await firstFreeSlot(page, counsellor.id);
  const booking = await paidBooking(childApi, { ...child, name: childName }, counsellor.id, pkg, date);

  // Both write in the session's chat through the API, as their session pages do.
  const fromCounsellor = `Kabir, please bring last year's marksheets. ${suffix}`;
  const fromChild = `Can we keep my worry about maths between us? ${suffix}`;
  for (const [api, text] of [
    [childApi, fromChild],
    [counsellorApi, fromCounsellor],
  ] as const) {
    const sent = await api.post(`/api/bookings/${booking.id}/messages`, { data: { text } });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await open(page, '/parent/dashboard');
  const section = page.getByRole('region', { name: childName });
  const messages = section.getByRole('region', { name: 'Messages from the counsellor' });
  await expect(messages.getByText(fromCounsellor)).toBeVisible();
  await expect(messages).toContainText('Kabir’s own messages stay between Kabir and the counsellor.');
  await expect(page.getByText(fromChild)).toHaveCount(0);
  // Reading them marked nothing read for the child: the counsellor's message is still unread on the child's list.
  const childBookings = (await (await childApi.get(`/api/students/${child.id}/bookings`)).json()) as { id: string; unreadMessages?: number }[];
  expect(childBookings.find((b) => b.id === booking.id)?.unreadMessages).toBe(1);
  await counsellorApi.dispose();
  await childApi.dispose();
});
