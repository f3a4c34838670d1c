// Issue 19 in the browser, with the product's clock moved (never waited for): the session pages of a paid session's
// student and counsellor offer Join Session by the spec's rules (a day before it shows and says when the room opens;
// from 15 minutes before it opens the room in a new tab and records the entry), and once the session is completed the
// student is asked for a review, after which the counsellor's card shows the rating instead of 'New'. The room and
// review pages pass axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { toast } from './support/auth';
import { setClocksAhead } from './support/clock';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD, type Person } from './support/workspace';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const firstBookableDate = () => upcomingDates(new Date()).find((d) => !d.refusal)?.date ?? '';

/** The rooms' servers are on the internet: a tab opened on them gets a stand-in page, so the test needs no network. */
async function withRoomsStubbed(context: BrowserContext) {
  await context.route(/^https:\/\/(meet\.jit\.si|meet\.example\.org)\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Video room</title><h1>Video room</h1>' }));
}

async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await withRoomsStubbed(context);
  const page = await context.newPage();
  await signInAgain(page, person);
  return page;
}

async function signInAgain(page: Page, person: Person) {
  const answer = await page.request.post('/api/login', { data: { email: person.email, password: WORKSPACE_PASSWORD } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Moves the product's clock and both pages' to `at`; hours pass, so both sign in again. */
async function timeIs(at: number, ...people: [Page, Person][]) {
  for (const [page, person] of people) {
    await setClocksAhead(page, at - Date.now());
    await signInAgain(page, person);
  }
}

async function expectNoSeriousAxeViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${what}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`)).toEqual([]);
}

test.afterEach(async ({ page }) => {
  await setClocksAhead(page, 0);
});

test('the room opens on both sides by the rules, and a completed session’s review replaces New on the card', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const adminContext = await browser.newContext();
  const setup = await browser.newContext();
  const counsellor = await approvedCounsellor(setup.request, adminContext.request, `Kavita Menon ${suffix}`);
  await adminContext.close();
  const studentContext = await browser.newContext();
  const student = await studentNamed(studentContext.request, `Ishaan Rao ${suffix}`);
  const booking = await paidBooking(studentContext.request, student, counsellor.id, await advancedPackage(studentContext.request), firstBookableDate());
  await studentContext.close();
  await setup.close();
  const start = Date.parse(booking.sessionDate);

  const studentPage = await signedIn(browser, student);
  const counsellorPage = await signedIn(browser, counsellor);
  const both: [Page, Person][] = [
    [studentPage, student],
    [counsellorPage, counsellor],
  ];
  const studentSession = `/student/session/${booking.id}`;
  const counsellorSession = `/counsellor/session/${booking.id}`;
  const roomCard = (p: Page) => p.getByRole('region', { name: 'Video room' });

  // Before review, the counsellor is New on the public list.
  await open(page, '/counsellors');
  await page.getByLabel('Search by name or specialization').fill(counsellor.name);
  const card = page.getByRole('article').filter({ hasText: counsellor.name });
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await expect(card.getByText('No reviews yet')).toBeVisible();

  // More than a day ahead: no button yet, and the student is told when it comes.
  await timeIs(start - 25 * HOUR, ...both);
  await open(studentPage, studentSession);
  await expect(roomCard(studentPage)).toContainText('The join button is available 24 hours before the session.');
  await expect(roomCard(studentPage).getByRole('button', { name: 'Join Session' })).toHaveCount(0);
  await open(counsellorPage, counsellorSession);
  await expect(roomCard(counsellorPage).getByRole('button', { name: 'Join Session' })).toHaveCount(0);

  // Within the day: the button shows on both sides, not yet usable, and says when the room opens.
  await timeIs(start - 30 * MINUTE, ...both);
  for (const [p, path] of [
    [studentPage, studentSession],
    [counsellorPage, counsellorSession],
  ] as const) {
    await open(p, path);
    await expect(roomCard(p).getByRole('button', { name: 'Join Session' })).toBeDisabled();
    await expect(roomCard(p)).toContainText(/The room opens at \d{1,2}:\d\d [ap]m \(India time\), 15 minutes before the session\./i);
  }

  // From 15 minutes before: Join Session opens the same private room in a new tab for both, and records the entry.
  await timeIs(start - 10 * MINUTE, ...both);
  let roomUrl = '';
  for (const [p, path] of [
    [studentPage, studentSession],
    [counsellorPage, counsellorSession],
  ] as const) {
    await open(p, path);
    const join = roomCard(p).getByRole('link', { name: 'Join Session' });
    await expect(join).toHaveAttribute('href', /^https:\/\/meet\.jit\.si\/Margdarshak-[A-Za-z0-9]{32}$/);
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(join).toHaveAttribute('rel', /noopener/);
    roomUrl ||= (await join.getAttribute('href')) ?? '';
    await expect(join).toHaveAttribute('href', roomUrl);
    const joined = p.waitForResponse((r) => r.url().endsWith(`/api/bookings/${booking.id}/room/join`) && r.request().method() === 'POST');
    const [tab] = await Promise.all([p.context().waitForEvent('page'), join.click()]);
    expect((await joined).status()).toBe(200);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(roomUrl);
    await tab.close();
  }
  await expectNoSeriousAxeViolations(studentPage, 'student session page');
  await expectNoSeriousAxeViolations(counsellorPage, 'counsellor session page');

  // The counsellor's own link wins: the student's button opens it.
  await counsellorPage.getByLabel('Meeting link').fill('https://meet.example.org/kavita-room');
  await counsellorPage.getByRole('button', { name: 'Save link' }).click();
  await expect(toast(counsellorPage, 'Meeting link saved')).toBeVisible();
  await open(studentPage, studentSession);
  await expect(roomCard(studentPage).getByRole('link', { name: 'Join Session' })).toHaveAttribute('href', 'https://meet.example.org/kavita-room');

  // An hour after the start the session completes: its card asks for a review, once.
  await timeIs(start + 61 * MINUTE, ...both);
  await expect
    .poll(async () => ((await (await studentPage.request.get(`/api/students/${student.id}/bookings`)).json()) as { id: string; status: string }[]).find((b) => b.id === booking.id)?.status)
    .toBe('completed');
  await open(studentPage, '/student/dashboard');
  await studentPage.getByRole('tab', { name: 'Completed' }).click();
  const session = studentPage.getByRole('article', { name: new RegExp(`with ${counsellor.name}$`) });
  await session.getByRole('link', { name: 'Rate this session' }).click();
  await expect(studentPage).toHaveURL(new RegExp(`${studentSession}$`));
  const prompt = studentPage.getByRole('region', { name: 'How was your session?' });
  await expect(roomCard(studentPage)).toHaveCount(0);
  await expectNoSeriousAxeViolations(studentPage, 'review prompt');
  await prompt.getByRole('button', { name: 'Submit review' }).click();
  await expect(prompt.getByText('Choose a rating from 1 to 5 stars')).toBeVisible();
  // The fourth star, clicked as a person would (its radio is visually hidden behind the star's label).
  const fourStars = prompt.getByLabel('4 Stars');
  await prompt.locator(`label[for="${await fourStars.getAttribute('id')}"]`).click();
  await expect(fourStars).toBeChecked();
  await prompt.getByLabel('Comment (optional)').fill('Helped me choose between design and engineering.');
  await prompt.getByRole('button', { name: 'Submit review' }).click();
  await studentPage.getByRole('dialog', { name: 'Send this review?' }).getByRole('button', { name: 'Send review' }).click();
  await expect(toast(studentPage, 'Thank you for your review')).toBeVisible();
  await expect(studentPage.getByRole('region', { name: 'Your review' })).toContainText('Thank you for your review.');
  await open(studentPage, '/student/dashboard');
  await studentPage.getByRole('tab', { name: 'Completed' }).click();
  await expect(session).toBeVisible();
  await expect(session.getByRole('link', { name: 'Rate this session' })).toHaveCount(0);

  // The card now shows the rating, and the profile the review by first name.
  await open(page, '/counsellors');
  await page.getByLabel('Search by name or specialization').fill(counsellor.name);
  await expect(card.getByText('4.0 (1 review)')).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);
  await open(page, `/counsellors/${counsellor.id}`);
  const reviews = page.getByRole('region', { name: 'What students say' });
  await expect(reviews).toContainText('Helped me choose between design and engineering.');
  await expect(reviews).toContainText('Ishaan');
  await expect(reviews).not.toContainText('Rao');
  await expectNoSeriousAxeViolations(page, 'counsellor profile with reviews');

  await studentPage.context().close();
  await counsellorPage.context().close();
});
