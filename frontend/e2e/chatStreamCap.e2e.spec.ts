// The cap on open chat streams, as a student meets it (issue 27, item 8): with the most streams already open elsewhere,
// the session page's chat says so in plain words and stops asking (no reconnecting for ever, however long the page stays
// open); once another stream closes, 'Try again' brings live messages back and leaves focus on the box to write in.
import { expect, test } from '@playwright/test';
import { CHAT_STREAMS_PER_PERSON, chatPaths } from '@margdarshak/contracts/api/chat';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { E2E_BASE_URL } from './support/e2eServer';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD } from './support/workspace';

const refusal = 'You have too many chats open at once. Close a tab or window with a chat, then try again.';

test('a chat refused for too many open streams says so, stops asking, and comes back with Try again', async ({ browser, playwright }) => {
  const counsellorApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const admin = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const counsellor = await approvedCounsellor(counsellorApi, admin, 'Kavya Rao');
  const studentApi = await playwright.request.newContext({ baseURL: E2E_BASE_URL });
  const student = await studentNamed(studentApi, 'Ishaan Verma');
  const booking = await paidBooking(studentApi, student, counsellor.id, await advancedPackage(studentApi), addDays(istDate(new Date()), 3));

  // The student's other tabs: the most streams one person may hold, opened with their sign-in.
  const cookie = (await studentApi.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const held: AbortController[] = [];
  for (let i = 0; i < CHAT_STREAMS_PER_PERSON; i++) {
    const abort = new AbortController();
    const response = await fetch(E2E_BASE_URL + chatPaths.stream(booking.id), { headers: { Cookie: cookie, Accept: 'text/event-stream' }, signal: abort.signal });
    expect(response.status).toBe(200);
    held.push(abort);
  }

  const context = await browser.newContext({ baseURL: E2E_BASE_URL });
  expect((await context.request.post('/api/login', { data: { email: student.email, password: WORKSPACE_PASSWORD } })).ok()).toBe(true);
  const page = await context.newPage();
  await page.clock.install();
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/messages/stream')) asked.push(request.url());
  });
  await open(page, `/student/session/${booking.id}`);
  const chat = page.locator('#chat');
  await expect(chat.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
  await expect(chat.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The stream, and the one plain request that learnt why: nothing more, however long the page stays open.
  const asks = asked.length;
  expect(asks).toBe(2);
  await page.clock.runFor(15 * 60_000);
  expect(asked.length).toBe(asks);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await chat.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/chat-stream-cap-${width}.png`, fullPage: true });
  }

  // Another tab closes: Try again brings the live stream back, and a new message arrives without a reload.
  held.shift()?.abort();
  await expect(async () => {
    const live = page.waitForResponse((response) => response.url().includes('/messages/stream') && response.status() === 200, { timeout: 3_000 });
    await chat.getByRole('button', { name: 'Try again' }).click({ timeout: 3_000 });
    await live;
  }).toPass({ timeout: 20_000 });
  await expect(chat.getByText(refusal)).toBeHidden();
  // The button went away with its line: focus is on the box to write in, not lost to the page.
  await expect(chat.getByRole('textbox', { name: 'Write a message' })).toBeFocused();
  expect((await counsellorApi.post(chatPaths.messages(booking.id), { data: { text: 'Hello Ishaan, your chat is live again.' } })).status()).toBe(201);
  await expect(chat.getByRole('list', { name: 'Messages' }).getByText('Hello Ishaan, your chat is live again.')).toBeVisible();

  for (const abort of held) abort.abort();
  await context.close();
  await Promise.all([counsellorApi.dispose(), admin.dispose(), studentApi.dispose()]);
});
