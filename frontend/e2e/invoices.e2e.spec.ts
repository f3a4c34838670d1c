// Issue 31, item 1: a student who paid downloads the tax invoice from their session list and, after the session is
// called off and refunded, the credit note, and reads both (pdftotext finds the numbers, the GSTIN and the amounts). The
// list is looked at on a 360 px phone and at 1280 px, with nothing wider than the screen. The same for a parent who paid
// for their 15-year-old's session, from the receipt page of the parent's dashboard; a PDF's first page is kept as an image.
// A student who names another state than the platform's at checkout finds IGST on their invoice, and that state offered
// again on their next booking (decision 0140).
import { execFileSync } from 'node:child_process';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { CreateOrderResponse, LocalCheckoutApproval } from '@margdarshak/contracts/api/bookings';
import { firstFreeSlot } from './support/booking';
import { consentingFamily } from './support/family';
import { demoAdmin } from './support/demoAdmin';
import { E2E_BASE_URL } from './support/e2eServer';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed } from './support/workspace';

async function downloadedText(page: Page, link: string | RegExp, firstPageImage?: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link }).click()]);
  const file = await download.path();
  if (firstPageImage) execFileSync('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, firstPageImage]);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

test('a student downloads the tax invoice from their sessions, then the credit note once the session is refunded', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  expect((await adminApi.post('/api/login', { data: demoAdmin })).status()).toBe(200);
  const counsellor = await approvedCounsellor(await playwright.request.newContext({ baseURL: E2E_BASE_URL }), adminApi, `Kavya Menon ${suffix}`);
  const student = await studentNamed(page.request, `Aarav Sharma ${suffix}`);
  const pkg = await advancedPackage(page.request);
  const { date } = await firstFreeSlot(page, counsellor.id);
  const booking = await paidBooking(page.request, student, counsellor.id, pkg, date);

  const price = `₹${pkg.price.toLocaleString('en-IN')}.00`;
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, '/student/dashboard');
    const invoiceLink = page.getByRole('link', { name: /^Tax invoice INV\/\d{2}-\d{2}\/\d{5} \(PDF\)$/ });
    await expect(invoiceLink).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await invoiceLink.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/invoices-sessions-${width}.png` });
  }
  const invoiceNumber = ((await page.getByRole('link', { name: /^Tax invoice / }).textContent()) ?? '').replace(/^Tax invoice (\S+) \(PDF\)$/, '$1');
  const invoice = await downloadedText(page, /^Tax invoice /);
  for (const words of ['Tax invoice', invoiceNumber, 'GSTIN: 29AAACM1234C1Z0', `Total: ${price}`, `Aarav Sharma ${suffix}`]) expect(invoice).toContain(words);

  // The platform calls the session off: refunded in full, with a credit note that refers to the invoice.
  expect((await adminApi.post(`/api/bookings/${booking.id}/cancel`, { data: { reason: 'The counsellor is unwell that day' } })).status()).toBe(200);
  await expect(async () => {
    await open(page, '/student/dashboard');
    await page.getByRole('tab', { name: 'Cancelled' }).click();
    await expect(page.getByRole('link', { name: /^Credit note CRN\// })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/invoices-sessions-credit-note-1280.png' });
  const creditNote = await downloadedText(page, /^Credit note /);
  for (const words of ['Credit note', `For invoice: ${invoiceNumber}`, 'GSTIN: 29AAACM1234C1Z0', `Amount refunded: ${price}`]) expect(creditNote).toContain(words);
  await adminApi.dispose();
});

test('a parent who paid for their 15-year-old’s session downloads the tax invoice, then the credit note once it is refunded', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  expect((await adminApi.post('/api/login', { data: demoAdmin })).status()).toBe(200);
  const counsellor = await approvedCounsellor(await playwright.request.newContext({ baseURL: E2E_BASE_URL }), adminApi, `Farah Siddiqui ${suffix}`);
  const childApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const pkg = await advancedPackage(childApi);
  const { date, slot } = await firstFreeSlot(page, counsellor.id);
  const session = { counsellorId: counsellor.id, packageId: pkg.id, sessionDate: date, timeSlot: slot };

  // The child asks; the parent consents (signed in on the page), orders the asked session and pays it.
  const childName = `Ishaan Bose ${suffix}`;
  await open(page, '/');
  const { child } = await consentingFamily(childApi, page.request, childName, 'family-pays-31', session);
  const placed = await page.request.post(`/api/parent/children/${child.id}/orders`, { data: session });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as CreateOrderResponse;
  const approval = (await (await page.request.post('/api/payment/local/approve', { data: { orderId: order.id } })).json()) as LocalCheckoutApproval;
  const verified = await page.request.post('/api/payment/verify', {
    data: { paymentId: approval.razorpay_payment_id, orderId: order.id, signature: approval.razorpay_signature, bookingData: { ...session, studentId: child.id }, amount: order.amount },
  });
  expect(verified.status(), await verified.text()).toBe(200);

  // The receipt page of the parent's dashboard links the tax invoice, on a phone and on a laptop.
  const receiptPath = `/parent/receipt/${child.id}/${order.bookingId}`;
  const invoiceLink = page.getByRole('link', { name: /^Tax invoice INV\/\d{2}-\d{2}\/\d{5} \(PDF\)$/ });
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(async () => {
      await open(page, receiptPath);
      await expect(invoiceLink).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/screenshots/invoices-parent-receipt-${width}.png`, fullPage: true });
  }
  const invoiceNumber = ((await invoiceLink.textContent()) ?? '').replace(/^Tax invoice (\S+) \(PDF\)$/, '$1');
  const price = `₹${pkg.price.toLocaleString('en-IN')}.00`;
  const invoice = await downloadedText(page, /^Tax invoice /, 'test-results/screenshots/invoices-parent-invoice-page1');
  for (const words of ['Tax invoice', invoiceNumber, 'GSTIN: 29AAACM1234C1Z0', `Total: ${price}`, `${childName} (paid by their parent)`]) expect(invoice).toContain(words);

  // The platform calls the session off: refunded in full to the parent, with a credit note the parent downloads.
  expect((await adminApi.post(`/api/bookings/${order.bookingId}/cancel`, { data: { reason: 'The counsellor is unwell that day' } })).status()).toBe(200);
  await expect(async () => {
    await open(page, receiptPath);
    await expect(page.getByRole('link', { name: /^Credit note CRN\// })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: 'test-results/screenshots/invoices-parent-receipt-credit-note-1280.png', fullPage: true });
  const creditNote = await downloadedText(page, /^Credit note /, 'test-results/screenshots/invoices-parent-credit-note-page1');
  for (const words of ['Credit note', `For invoice: ${invoiceNumber}`, 'GSTIN: 29AAACM1234C1Z0', `Amount refunded: ${price}`]) expect(creditNote).toContain(words);
  await adminApi.dispose();
  await childApi.dispose();
});

test('a student who names their state at checkout gets IGST on the invoice, and the state offered again next time', async ({ page, playwright }) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const adminApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellor = await approvedCounsellor(await playwright.request.newContext({ baseURL: E2E_BASE_URL }), adminApi, `Rohan Kulkarni ${suffix}`);
  await studentNamed(page.request, `Sneha Patil ${suffix}`);
  const pkg = await advancedPackage(page.request);
  const { date, slot } = await firstFreeSlot(page, counsellor.id);
  const summaryOf = (day: string, timeSlot: string) => `/booking-summary/${counsellor.id}/${pkg.id}?date=${day}&timeSlot=${encodeURIComponent(timeSlot)}`;

  const state = page.getByLabel('State (for your tax invoice)');
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await open(page, summaryOf(date, slot));
    await expect(state).toHaveValue('');
    await state.selectOption({ label: 'Maharashtra' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `@${width}: ${v.id} ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
    await page.getByRole('region', { name: 'Payment summary' }).screenshot({ path: `test-results/screenshots/place-of-supply-payment-step-${width}.png` });
  }
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page
    .getByRole('dialog', { name: /Test payment/ })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(page).toHaveURL(/\/student\/dashboard/);

  const invoiceLink = page.getByRole('link', { name: /^Tax invoice INV\// });
  await expect(async () => {
    await open(page, '/student/dashboard');
    await expect(invoiceLink).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const invoice = await downloadedText(page, /^Tax invoice /);
  for (const words of ['Place of supply: Maharashtra (27)', 'IGST @ 18%', `Total: ₹${pkg.price.toLocaleString('en-IN')}.00`]) expect(invoice).toContain(words);
  expect(invoice).not.toContain('CGST');

  // The next booking offers Maharashtra again.
  const next = await firstFreeSlot(page, counsellor.id);
  await open(page, summaryOf(next.date, next.slot));
  await expect(state).toHaveValue('27');
  await adminApi.dispose();
});
