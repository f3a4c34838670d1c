// Issue 30, items 3 and 4, in the browser with the product's clock moved (never waited for): 10 minutes after the start
// both dashboards show the session Active Now with Join enabled; once it has completed the counsellor finds it under
// Past Sessions, opens it and writes the summary the student then reads; a week after the session the page says the
// record is closed. Both dashboards are looked at in 360 and 1280 px screenshots, with no sideways scroll on a phone.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { recordOpenUntil } from '@margdarshak/contracts/schedule/sessionLife';
import { toast } from './support/auth';
import { setClocksAhead } from './support/clock';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD, type Person } from './support/workspace';

const MINUTE = 60_000;
const firstBookableDate = () => upcomingDates(new Date()).find((d) => !d.refusal)?.date ?? '';

async function signInAgain(page: Page, person: Person) {
  const answer = await page.request.post('/api/login', { data: { email: person.email, password: WORKSPACE_PASSWORD } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

async function signedIn(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInAgain(page, person);
  return page;
}

/** Moves the product's clock and both pages' to `at`; hours pass, so both sign in again. */
async function timeIs(at: number, ...people: [Page, Person][]) {
  for (const [page, person] of people) {
    await setClocksAhead(page, at - Date.now());
    await signInAgain(page, person);
  }
}

/** Screens of the region and the page at 360 and 1280 px, with no sideways scroll on the phone; the page is left at 1280. */
async function lookAt(page: Page, name: string, region: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} at ${width} px scrolls sideways`).toBe(0);
    await page.getByRole('region', { name: region }).screenshot({ path: `test-results/screenshots/session-life-${name}-${width}.png` });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `test-results/screenshots/session-life-${name}-${width}-page.png`, fullPage: true });
  }
}

test.afterEach(async ({ page }) => {
  await setClocksAhead(page, 0);
});

test('a session is Active Now on both dashboards while it happens, then the counsellor writes its summary from Past Sessions', async ({ browser }) => {
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const setup = await browser.newContext();
  const adminContext = await browser.newContext();
  const counsellor = await approvedCounsellor(setup.request, adminContext.request, `Meera Pillai ${suffix}`);
  const student = await studentNamed(setup.request, `Rohan Verma ${suffix}`);
  const booking = await paidBooking(setup.request, student, counsellor.id, await advancedPackage(setup.request), firstBookableDate());
  await setup.close();
  await adminContext.close();
  const start = Date.parse(booking.sessionDate);

  const studentPage = await signedIn(browser, student);
  const counsellorPage = await signedIn(browser, counsellor);
  const both: [Page, Person][] = [
    [studentPage, student],
    [counsellorPage, counsellor],
  ];
  const studentCard = studentPage.getByRole('article', { name: new RegExp(`with ${counsellor.name}$`) });
  const upcoming = counsellorPage.getByRole('region', { name: 'Upcoming Sessions' });
  const past = counsellorPage.getByRole('region', { name: 'Past Sessions' });
  const counsellorCard = (list: typeof upcoming) => list.getByRole('article', { name: new RegExp(`^${student.name}, `) });

  // Ten minutes after the start: Active Now, under Upcoming, with Join on both sides.
  await timeIs(start + 10 * MINUTE, ...both);
  await open(studentPage, '/student/dashboard');
  await expect(studentPage.getByRole('tab', { name: 'Upcoming' })).toHaveAttribute('aria-selected', 'true');
  await expect(studentCard.getByText('Active Now', { exact: true })).toBeVisible();
  await expect(studentCard.getByRole('link', { name: 'Join Session' })).toBeEnabled();
  await expect(studentCard.getByRole('link', { name: `Open session with ${counsellor.name}` })).toHaveAttribute('href', `/student/session/${booking.id}`);
  await lookAt(studentPage, 'student-active', 'Your Sessions');

  await open(counsellorPage, '/counsellor/dashboard');
  await expect(counsellorCard(upcoming).getByText('Active Now', { exact: true })).toBeVisible();
  await expect(counsellorCard(upcoming).getByRole('link', { name: 'Join Now' })).toBeEnabled();
  await expect(counsellorCard(upcoming).getByRole('button', { name: 'Join (24h before)' })).toHaveCount(0);
  await expect(counsellorCard(upcoming).getByRole('link', { name: `Open session with ${student.name}` })).toHaveAttribute('href', `/counsellor/session/${booking.id}`);
  await expect(past.getByText('No past sessions yet')).toBeVisible();
  await lookAt(counsellorPage, 'counsellor-active', 'Upcoming Sessions');

  // The session has ended and completed itself: it is under Past Sessions, and the counsellor writes the summary there.
  await timeIs(start + 61 * MINUTE, ...both);
  await expect
    .poll(async () => ((await (await studentPage.request.get(`/api/students/${student.id}/bookings`)).json()) as { id: string; status: string }[]).find((b) => b.id === booking.id)?.status)
    .toBe('completed');
  await open(counsellorPage, '/counsellor/dashboard');
  await expect(upcoming.getByText('No upcoming sessions')).toBeVisible();
  await expect(counsellorCard(past).getByText('Completed', { exact: true })).toBeVisible();
  await expect(counsellorCard(past)).toContainText('Notes, summary and documents can be written until');
  await lookAt(counsellorPage, 'counsellor-past', 'Past Sessions');
  await counsellorCard(past)
    .getByRole('link', { name: `Open session with ${student.name}` })
    .click();
  await expect(counsellorPage).toHaveURL(new RegExp(`/counsellor/session/${booking.id}$`));
  await expect(counsellorPage.getByText(/You can write your notes, the summary and documents for this session until/)).toBeVisible();
  await expect(counsellorPage.getByRole('button', { name: 'Mark completed' })).toHaveCount(0);
  await lookAt(counsellorPage, 'session-open', 'Session summary');
  await counsellorPage.getByLabel('Summary for the student').fill('We looked at design and engineering; try the two taster courses we listed.');
  await counsellorPage.getByRole('button', { name: 'Share with student' }).click();
  await expect(toast(counsellorPage, 'Summary shared with the student')).toBeVisible();

  await open(studentPage, '/student/dashboard');
  await studentPage.getByRole('tab', { name: 'Completed' }).click();
  await expect(studentCard.getByText('Completed', { exact: true })).toBeVisible();
  await studentCard.getByRole('link', { name: `Open session with ${counsellor.name}` }).click();
  await expect(studentPage.getByText('We looked at design and engineering; try the two taster courses we listed.')).toBeVisible();
  await open(studentPage, '/student/dashboard');
  await studentPage.getByRole('tab', { name: 'Upcoming' }).click();
  await expect(studentCard).toBeHidden();

  // A week after the session its record is closed, and the page says so before anyone tries.
  await timeIs(recordOpenUntil(booking.sessionDate).getTime() + MINUTE, [counsellorPage, counsellor]);
  await open(counsellorPage, `/counsellor/session/${booking.id}`);
  await expect(counsellorPage.getByText(/ended more than 7 days ago/)).toBeVisible();
  await expect(counsellorPage.getByLabel('Summary for the student')).toBeDisabled();
  await expect(counsellorPage.getByRole('button', { name: 'Share a document' })).toBeDisabled();
  await lookAt(counsellorPage, 'session-closed', 'Session summary');

  await studentPage.context().close();
  await counsellorPage.context().close();
});
