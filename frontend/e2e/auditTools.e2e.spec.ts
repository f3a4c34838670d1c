// Issue 31, item 5 in the browser: an auditor picks an event type from the list (typed in lower case), reads the log
// newest first, opens a booking's state as of its confirmation in rupees and India time (the raw JSON one toggle
// away), finds a paid payment by its order id, and opens Reconciliation: no differences on a clean log, then the two a
// payment changed in the database makes, and the finding an invoice number forged onto another makes; then reads the
// Invoices list. Each page is looked at at 1280 and 360 px, and none scrolls sideways on a phone.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { BookingTimeline } from '@margdarshak/contracts/api/audit';
import type { BookingDocument } from '@margdarshak/contracts/api/invoices';
import { invoiceNumbersStream } from '@margdarshak/contracts/events/invoices';
import { parseDocumentNumber } from '@margdarshak/contracts/invoices/documentNumber';
import { formatPaise } from '@margdarshak/contracts/money';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { logInThroughDialog, uniqueEmail } from './support/auth';
import { forgeEventData, restoreEventData } from './support/e2eDatabase';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed } from './support/workspace';

/**
 * Nothing scrolls sideways once the page has laid itself out for the width (a phone's cards replace a table a render
 * after the resize); when something does, the message names the innermost elements that reach past the edge.
 */
async function expectNoSidewaysScroll(page: Page) {
  await expect(async () => {
    const { overflow, culprits } = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const past = [...document.querySelectorAll('body *')].filter((element) => element.getBoundingClientRect().right > width + 1);
      const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
      return {
        overflow: document.documentElement.scrollWidth - width,
        culprits: innermost.slice(0, 5).map((element) => `${element.tagName}.${element.className} "${(element.textContent ?? '').slice(0, 60)}"`),
      };
    });
    expect(overflow, culprits.join('\n')).toBeLessThanOrEqual(1);
  }).toPass({ timeout: 5_000 });
}

/**
 * The page (or a dialog on it, found by its text: narrowed to a phone, react-admin's menu becomes a modal drawer that
 * hides the page from roles) at 1280 px and at 360 px, saved to be looked at; at 360 px nothing may scroll sideways.
 */
async function lookAt(page: Page, name: string, dialog?: Locator) {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 360) await expectNoSidewaysScroll(page);
    const path = `test-results/screenshots/audit-tools-${width}_${name}.png`;
    await (dialog ? dialog.screenshot({ path }) : page.screenshot({ path, fullPage: true }));
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const indiaTime = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', day: 'numeric', month: 'short', year: 'numeric' });
const indiaClock = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', hour: 'numeric', minute: '2-digit', hour12: true });

test('an auditor picks an event type, reads newest first, reads a state in rupees and India time, finds a payment by its order and reconciles', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const admin = await playwright.request.newContext({ baseURL });
  const counsellorSide = await playwright.request.newContext({ baseURL });
  const studentSide = await playwright.request.newContext({ baseURL });

  // Two paid bookings: the second is the newest payment in the log.
  const counsellor = await approvedCounsellor(counsellorSide, admin, 'Rohan Deshpande Tools');
  const student = await studentNamed(studentSide, 'Kavya Menon');
  const pkg = await advancedPackage(studentSide);
  const today = istDate(new Date());
  const earlier = await paidBooking(studentSide, student, counsellor.id, pkg, addDays(today, 9));
  const booking = await paidBooking(studentSide, student, counsellor.id, pkg, addDays(today, 10));
  const timeline = (await (await admin.get(`/api/audit/bookings/${booking.id}/timeline`)).json()) as BookingTimeline;
  const data = (type: string) => timeline.events.find((event) => event.type === type)?.data as Record<string, string | number>;
  const { orderId, paymentId, amountPaise } = data('PaymentVerified');
  const startsAt = String(data('BookingRequested').startsAt);

  const auditor = { email: uniqueEmail('auditor.tools'), password: 'sums-that-agree-42' };
  expect((await admin.post('/api/admin/auditors', { data: auditor })).status()).toBe(201);
  await open(page, '/');
  await logInThroughDialog(page, auditor.email, auditor.password);
  await expect(page).toHaveURL(/\/admin\/audit$/);

  // The event type is picked from the list, found in lower case; the log is read newest first.
  const type = page.getByRole('combobox', { name: 'Event type' });
  await type.fill('paymentverified');
  await page.getByRole('option', { name: 'PaymentVerified', exact: true }).click();
  await expect(type).toHaveValue('PaymentVerified');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  await page.getByRole('button', { name: 'Newest first' }).click();
  await expect(page.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
  const rows = page.getByTestId('audit-event');
  await expect(rows.first()).toContainText(`Payment ${paymentId} of ${formatPaise(Number(amountPaise))}`);
  expect(new Set(await rows.locator('.MuiChip-label').allTextContents())).toEqual(new Set(['PaymentVerified']));

  // A paid payment found by its order id names its payment.
  await page.getByLabel('Order, payment or refund ID').fill(String(orderId));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByText(`order ${orderId}, payment ${paymentId}`)).toBeVisible();
  await lookAt(page, 'audit-home');

  // The state as of the confirmation: labelled fields, rupees to the paisa, India time; the raw JSON behind a toggle.
  await open(page, `/admin/audit/bookings/${booking.id}`);
  const confirmed = rows.filter({ has: page.locator('.MuiChip-label', { hasText: /^BookingConfirmed$/ }) });
  await confirmed.getByRole('button', { name: 'State as of here' }).click();
  const dialog = page.getByRole('dialog', { name: /State as of BookingConfirmed/ });
  const state = dialog.getByTestId('booking-state');
  await expect(state).toContainText('Phaseconfirmed');
  const rupees = `₹${(Number(amountPaise) / 100).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
  await expect(state).toContainText(`${paymentId}${rupees}`); // captured: the payment and its amount
  await expect(state).toContainText(`Amount${rupees}`);
  await expect(state).toContainText(`Starts at${indiaTime.format(new Date(startsAt))}, ${indiaClock.format(new Date(startsAt))} IST`);
  await expect(state).not.toContainText('Paise');
  await lookAt(page, 'state-as-of', page.locator('.MuiDialog-paper', { hasText: 'State as of BookingConfirmed' }));
  await dialog.getByRole('button', { name: 'Show raw JSON' }).click();
  await expect(dialog.getByTestId('booking-state-json')).toContainText(`"amountPaise": ${amountPaise}`);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // Reconciliation, from the Audit page: today's money agrees in all three sources.
  await page.getByRole('link', { name: 'Back to Audit' }).click();
  await page.getByRole('link', { name: 'Open reconciliation' }).click();
  await expect(page.getByRole('heading', { name: 'Reconciliation', level: 1 })).toBeVisible();
  await page.getByLabel('From', { exact: true }).fill(today);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Reconcile' }).click();
  await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
  await expect(page.getByTestId('reconciliation-verdict')).toContainText('No differences');
  await expect(page.getByTestId('reconciliation-difference')).toHaveCount(0);
  await expect(page.getByTestId('invoice-verdict')).toContainText('In sequence');
  const day = page.getByTestId('reconciliation-period');
  await expect(day).toHaveCount(1);
  await expect(day).toContainText(/^[^₹]+(₹[\d,]+\.\d{2}){9}$/); // the day, then each source's three figures in rupees to the paisa
  await lookAt(page, 'reconciliation-by-day');
  await page.getByRole('button', { name: 'By month' }).click();
  await expect(day).toHaveCount(1);
  await lookAt(page, 'reconciliation-by-month');

  // A payment's amount changed behind the product's back: the ledger, the gateway and the month's admin revenue now
  // differ from the log, each difference a sentence (a payment's with its booking, one click from its history). Put
  // back, the range agrees again.
  const verified = timeline.events.find((event) => event.type === 'PaymentVerified');
  if (!verified) throw new Error('no payment in the timeline');
  const original = await forgeEventData(verified.streamName, verified.revision, 'amountPaise', Number(amountPaise) + 100);
  try {
    await page.getByRole('button', { name: 'By day' }).click();
    await page.reload();
    await expect(page.getByTestId('reconciliation-verdict')).toContainText('3 differences between the log and what the others say');
    const differences = page.getByTestId('reconciliation-difference');
    await expect(differences).toHaveCount(3);
    await expect(differences.filter({ hasText: 'Admin revenue' })).toContainText('The admin revenue counts'); // the month, replayed
    for (const source of ['Ledger', 'Gateway']) {
      const found = differences.filter({ hasText: source });
      await expect(found).toContainText(String(paymentId));
      await expect(found.getByRole('link', { name: booking.id })).toHaveAttribute('href', `/admin/audit/bookings/${booking.id}`);
    }
    await lookAt(page, 'reconciliation-differences');
  } finally {
    await restoreEventData(verified.streamName, verified.revision, original);
  }
  await page.reload();
  await expect(page.getByTestId('reconciliation-verdict')).toContainText('No differences');

  // The newer booking's invoice given the older one's number: the number issued twice is named, with its booking.
  const invoiceOf = async (bookingId: string) => {
    const [invoice] = (await (await admin.get(`/api/bookings/${bookingId}/invoices`)).json()) as BookingDocument[];
    const place = invoice && parseDocumentNumber(invoice.number);
    if (!invoice || !place) throw new Error(`no invoice for booking ${bookingId}`);
    return { ...invoice, stream: invoiceNumbersStream(place.kind, place.year), revision: place.sequence - 1 };
  };
  const [taken, forgedOne] = [await invoiceOf(earlier.id), await invoiceOf(booking.id)];
  const invoiceData = await forgeEventData(forgedOne.stream, forgedOne.revision, 'number', taken.number);
  try {
    await page.reload();
    await expect(page.getByTestId('invoice-verdict')).toContainText('in the invoice numbers');
    const twice = page.getByTestId('invoice-finding').filter({ hasText: `${taken.number} was issued twice` });
    await expect(twice.getByRole('link', { name: booking.id })).toBeVisible();
    await lookAt(page, 'reconciliation-invoice-finding');
  } finally {
    await restoreEventData(forgedOne.stream, forgedOne.revision, invoiceData);
  }
  await page.reload();
  await expect(page.getByTestId('invoice-verdict')).toContainText('In sequence');

  // The Invoices list, an auditor's too: each document with its party, amounts to the paisa and its PDF.
  await page.getByRole('menuitem', { name: 'Invoices' }).click();
  await page.getByPlaceholder('Number, e.g. INV/26-27/00001').fill(forgedOne.number);
  const listed = page.getByRole('row', { name: new RegExp(forgedOne.number) });
  await expect(listed).toContainText('Kavya Menon');
  await expect(listed).toContainText(`₹${pkg.price.toLocaleString('en-IN')}.00`);
  await expect(listed.getByRole('link', { name: `PDF of ${forgedOne.number}` })).toHaveAttribute('href', forgedOne.pdfUrl);
  await page.getByPlaceholder('Number, e.g. INV/26-27/00001').fill('');
  await expect(page.getByRole('row', { name: new RegExp(taken.number) })).toBeVisible();
  await lookAt(page, 'invoices-list');

  for (const context of [admin, counsellorSide, studentSide]) await context.dispose();
});
