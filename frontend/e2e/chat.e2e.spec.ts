// Chat per booking (issue 19): the student and the counsellor, each in a browser of their own, write on their session
// pages and see each other's messages arrive without reloading; after the server restarts, the pages reconnect by
// themselves, a new message still arrives live, and every message is still there on reload. The panel passes axe. A
// reported message puts the conversation in the back office's Reported chats.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { addDays, istDate } from '@margdarshak/contracts/schedule/slots';
import { logInToBackOffice, toast } from './support/auth';
import { E2E_PORT } from './support/e2eServer';
import { open } from './support/open';
import { startOwnServer, type OwnServer } from './support/ownServer';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD } from './support/workspace';

// This spec restarts its server, so it runs one of its own beside the suite's.
const PORT = Number(process.env.CHAT_E2E_PORT ?? E2E_PORT + 100);
let server: OwnServer;
const contexts: BrowserContext[] = [];

test.describe.configure({ timeout: 300_000 });
test.beforeAll(async () => {
  test.setTimeout(200_000);
  server = await startOwnServer(PORT, 'chat');
});
test.afterAll(async () => {
  for (const context of contexts) await context.close();
  await server?.stop();
});

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  contexts.push(context);
  const login = await context.request.post('/api/login', { data: { email, password: WORKSPACE_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  return context.newPage();
}

const messages = (page: Page) => page.getByRole('list', { name: 'Messages' });

async function write(page: Page, text: string) {
  await page.getByLabel('Write a message').fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByLabel('Write a message')).toHaveValue('');
}

test('student and counsellor chat live on their session pages, and the chat survives a server restart', async ({ browser, playwright }) => {
  const api = await playwright.request.newContext({ baseURL: server.url });
  const admin = await playwright.request.newContext({ baseURL: server.url });
  const counsellor = await approvedCounsellor(api, admin, 'Rohini Deshpande');
  const studentApi = await playwright.request.newContext({ baseURL: server.url });
  const student = await studentNamed(studentApi, 'Arjun Mehta');
  const booking = await paidBooking(studentApi, student, counsellor.id, await advancedPackage(studentApi), addDays(istDate(new Date()), 3));

  const studentPage = await signedIn(browser, student.email);
  const counsellorPage = await signedIn(browser, counsellor.email);
  // The counsellor opens the chat first and says hello.
  await open(counsellorPage, `/counsellor/session/${booking.id}`);
  await expect(counsellorPage.getByRole('heading', { name: `Chat with ${student.name}` })).toBeVisible();
  await expect(counsellorPage.getByText('No messages yet. Say hello!')).toBeVisible();
  await write(counsellorPage, 'Welcome, Arjun! Tell me which subjects you enjoy.');

  // The student's session card shows it unread, and leads to the chat; once seen it is read.
  await open(studentPage, '/student/dashboard');
  const card = studentPage.getByRole('article', { name: `Advanced with ${counsellor.name}` });
  await card.getByRole('link', { name: 'Chat with counsellor, 1 unread' }).click();
  await expect(studentPage).toHaveURL(new RegExp(`/student/session/${booking.id}#chat$`));
  await expect(studentPage.getByRole('heading', { name: `Chat with ${counsellor.name}` })).toBeVisible();
  await expect(messages(studentPage).getByText('Welcome, Arjun! Tell me which subjects you enjoy.')).toBeVisible();
  await studentPage.getByRole('link', { name: 'Back to dashboard' }).click();
  await expect(card.getByRole('link', { name: 'Chat with counsellor', exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Chat with counsellor', exact: true }).click();

  await write(studentPage, 'Namaste! Should I take the aptitude test before our session?');
  await expect(messages(counsellorPage).getByText('Namaste! Should I take the aptitude test before our session?')).toBeVisible();
  await write(counsellorPage, 'Yes please, and note down the subjects you enjoy most.');
  await expect(messages(studentPage).getByText('Yes please, and note down the subjects you enjoy most.')).toBeVisible();
  // A screen reader hears the message that arrived, once, from a live region of its own, not the whole list.
  await expect(studentPage.locator('[aria-live="polite"]', { hasText: 'Yes please, and note down the subjects you enjoy most.' })).toHaveText(
    `${counsellor.name}: Yes please, and note down the subjects you enjoy most.`,
  );
  await expect(messages(studentPage)).not.toHaveAttribute('aria-live');

  // Both sides of the conversation on screen, a Report action beside the other side's message: no serious violations.
  for (const page of [studentPage, counsellorPage]) {
    const results = await new AxeBuilder({ page }).include('#chat').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
  }

  await server.restart();
  // No reload: the pages' streams reconnect by themselves and carry on.
  await write(counsellorPage, 'I have shared a short reading list too.');
  await expect(messages(studentPage).getByText('I have shared a short reading list too.')).toBeVisible({ timeout: 20_000 });
  await write(studentPage, 'Thank you, see you then!');
  await expect(messages(counsellorPage).getByText('Thank you, see you then!')).toBeVisible({ timeout: 20_000 });

  const all = [
    'Welcome, Arjun! Tell me which subjects you enjoy.',
    'Namaste! Should I take the aptitude test before our session?',
    'Yes please, and note down the subjects you enjoy most.',
    'I have shared a short reading list too.',
    'Thank you, see you then!',
  ];
  for (const page of [studentPage, counsellorPage]) {
    await page.reload();
    for (const text of all) await expect(messages(page).getByText(text)).toHaveCount(1);
  }

  // The student reports a message; the admin then finds the conversation under Reported chats, with the reason.
  const reported = messages(studentPage).getByRole('listitem').filter({ hasText: 'I have shared a short reading list too.' });
  await reported.getByRole('button', { name: 'Report message' }).click();
  const dialog = studentPage.getByRole('dialog', { name: 'Report this message?' });
  await dialog.getByLabel('Reason (optional)').fill('Testing the report button');
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(toast(studentPage, 'Message reported')).toBeVisible();
  await expect(reported).toContainText('Reported');
  await expect(reported.getByRole('button', { name: 'Report message' })).toHaveCount(0);
  const adminContext = await browser.newContext({ baseURL: server.url });
  contexts.push(adminContext);
  const adminPage = await adminContext.newPage();
  await logInToBackOffice(adminPage);
  await adminPage.getByRole('menuitem', { name: 'Reported chats' }).click();
  await adminPage.getByRole('cell', { name: student.name }).click();
  await expect(adminPage.getByText('I have shared a short reading list too.')).toBeVisible();
  await expect(adminPage.getByText(/Reported by Arjun Mehta on .*: Testing the report button/)).toBeVisible();

  await api.dispose();
  await admin.dispose();
  await studentApi.dispose();
});
