// Issue 30, item 6, on a 360 px phone with the product's clock moved (never waited for): a student's review of a
// completed session goes through a confirmation step that shows the stars chosen, each star a 44 px target; 'Your
// review' then shows the stars and the comment, and for 7 days a change (confirmed the same way) replaces them; after
// that the review stays as it is. The counsellor's rating reads the same on the public card and on their dashboard.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { upcomingDates } from '@margdarshak/contracts/schedule/slots';
import { toast } from './support/auth';
import { setClocksAhead } from './support/clock';
import { open } from './support/open';
import { advancedPackage, approvedCounsellor, paidBooking, studentNamed, WORKSPACE_PASSWORD, type Person } from './support/workspace';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const firstBookableDate = () => upcomingDates(new Date()).find((d) => !d.refusal)?.date ?? '';
const shots = 'test-results/screenshots';

async function signedIn(browser: Browser, person: Person, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, hasTouch: width < 600, isMobile: width < 600 });
  const page = await context.newPage();
  await signInAgain(page, person);
  return page;
}

async function signInAgain(page: Page, person: Person) {
  const answer = await page.request.post('/api/login', { data: { email: person.email, password: WORKSPACE_PASSWORD } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** Moves the product's clock and the pages' to `at`; hours pass, so everyone signs in again. */
async function timeIs(at: number, ...people: [Page, Person][]) {
  for (const [page, person] of people) {
    await setClocksAhead(page, at - Date.now());
    await signInAgain(page, person);
  }
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.afterEach(async ({ page }) => {
  await setClocksAhead(page, 0);
});

test('a review is confirmed before it is sent, shows its comment, can be changed for 7 days, and the rating reads the same everywhere', async ({ browser }) => {
  test.setTimeout(240_000);
  const suffix = Date.now().toString(36);
  const setup = await browser.newContext();
  const adminContext = await browser.newContext();
  const counsellor = await approvedCounsellor(setup.request, adminContext.request, `Leela Raman ${suffix}`);
  await adminContext.close();
  const studentSetup = await browser.newContext();
  const student = await studentNamed(studentSetup.request, `Rohan Pillai ${suffix}`);
  const booking = await paidBooking(studentSetup.request, student, counsellor.id, await advancedPackage(studentSetup.request), firstBookableDate());
  await studentSetup.close();
  await setup.close();

  const phone = await signedIn(browser, student, 360);
  const counsellorPage = await signedIn(browser, counsellor, 1280);
  const both: [Page, Person][] = [
    [phone, student],
    [counsellorPage, counsellor],
  ];

  // An hour after the start the session completes, and its page asks for a review.
  await timeIs(Date.parse(booking.sessionDate) + 61 * MINUTE, ...both);
  await expect
    .poll(async () => ((await (await phone.request.get(`/api/students/${student.id}/bookings`)).json()) as { id: string; status: string }[]).find((b) => b.id === booking.id)?.status)
    .toBe('completed');
  await open(phone, `/student/session/${booking.id}`);
  const prompt = phone.getByRole('region', { name: 'How was your session?' });
  await expect(prompt).toBeVisible();

  // Every star is a 44 px square or more, in reach of a thumb.
  for (const stars of [1, 2, 3, 4, 5]) {
    const radio = prompt.getByLabel(stars === 1 ? '1 Star' : `${stars} Stars`);
    const box = await prompt.locator(`label[for="${await radio.getAttribute('id')}"]`).boundingBox();
    expect(box?.width, `star ${stars}`).toBeGreaterThanOrEqual(44);
    expect(box?.height, `star ${stars}`).toBeGreaterThanOrEqual(44);
  }
  const tapStar = async (stars: number) => {
    const radio = prompt.getByLabel(stars === 1 ? '1 Star' : `${stars} Stars`);
    await prompt.locator(`label[for="${await radio.getAttribute('id')}"]`).tap();
    await expect(radio).toBeChecked();
  };

  // Tapping a star sends nothing: the confirmation shows the stars chosen and the words first, and Go back keeps them.
  await tapStar(3);
  await prompt.getByLabel('Comment (optional)').fill('Kind, and she knew the colleges well.');
  await prompt.screenshot({ path: `${shots}/review-360_form.png` });
  await prompt.getByRole('button', { name: 'Submit review' }).click();
  let confirm = phone.getByRole('dialog', { name: 'Send this review?' });
  await expect(confirm.getByText('3 out of 5 stars')).toBeVisible();
  await expect(confirm.getByRole('img', { name: '3 out of 5 stars' })).toBeVisible();
  await expect(confirm).toContainText('Kind, and she knew the colleges well.');
  await expect(confirm).toContainText('You can change your review for 7 days after you send it.');
  await confirm.getByRole('button', { name: 'Go back' }).click();
  await expect(confirm).toBeHidden();
  expect((await (await phone.request.get(`/api/students/${student.id}/reviews`)).json()) as unknown[]).toEqual([]);
  await tapStar(4);
  await expect(prompt.getByLabel('Comment (optional)')).toHaveValue('Kind, and she knew the colleges well.');
  await prompt.getByRole('button', { name: 'Submit review' }).click();
  confirm = phone.getByRole('dialog', { name: 'Send this review?' });
  await expect(confirm.getByText('4 out of 5 stars')).toBeVisible();
  expect(await sideways(phone)).toBe(0);
  await phone.screenshot({ path: `${shots}/review-360_confirm.png` });
  await confirm.getByRole('button', { name: 'Send review' }).click();
  await expect(toast(phone, 'Thank you for your review')).toBeVisible();

  // 'Your review' shows the stars and the comment, and until when it can be changed.
  const yours = phone.getByRole('region', { name: 'Your review' });
  await expect(yours.getByText('4 out of 5 stars')).toBeVisible();
  await expect(yours.getByText('Kind, and she knew the colleges well.')).toBeVisible();
  await expect(yours).toContainText(/You can change it until \d{1,2} \w{3} \d{4}, \d{1,2}:\d\d [ap]m \(India time\)\./i);
  expect(await sideways(phone)).toBe(0);
  await phone.screenshot({ path: `${shots}/review-360_yours.png`, fullPage: true });

  // The counsellor's rating, the same on the public card and on their own dashboard.
  await open(counsellorPage, `/counsellors/${counsellor.id}`);
  await expect(counsellorPage.getByText('4.0 (1 review)')).toBeVisible();
  await open(counsellorPage, '/counsellor/dashboard');
  await expect(counsellorPage.getByRole('region', { name: 'Your profile' }).getByText('4.0 (1 review)')).toBeVisible();

  // Three days on, the student changes it: the form holds what they gave, and the change is confirmed the same way.
  const given = Date.parse(booking.sessionDate) + 61 * MINUTE;
  await timeIs(given + 3 * DAY, ...both);
  await open(phone, `/student/session/${booking.id}`);
  await yours.getByRole('button', { name: 'Change my review' }).click();
  const change = phone.getByRole('region', { name: 'Change your review' });
  await expect(change.getByLabel('4 Stars')).toBeChecked();
  await expect(change.getByLabel('Comment (optional)')).toHaveValue('Kind, and she knew the colleges well.');
  const five = change.getByLabel('5 Stars');
  await change.locator(`label[for="${await five.getAttribute('id')}"]`).tap();
  await change.getByLabel('Comment (optional)').fill('Kind, knew the colleges well, and her plan worked.');
  await change.getByRole('button', { name: 'Save changes' }).click();
  confirm = phone.getByRole('dialog', { name: 'Save your changes?' });
  await expect(confirm.getByText('5 out of 5 stars')).toBeVisible();
  await expect(confirm).toContainText(/You can still change it until/);
  await confirm.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(phone, 'Your review is changed')).toBeVisible();
  await expect(yours.getByText('5 out of 5 stars')).toBeVisible();
  await expect(yours.getByText('Kind, knew the colleges well, and her plan worked.')).toBeVisible();
  await open(counsellorPage, '/counsellor/dashboard');
  await expect(counsellorPage.getByRole('region', { name: 'Your profile' }).getByText('5.0 (1 review)')).toBeVisible();
  await counsellorPage.screenshot({ path: `${shots}/review-1280_counsellor-dashboard.png`, fullPage: true });

  // After 7 days the review stays as it is.
  await timeIs(given + 7 * DAY + 5 * MINUTE, ...both);
  await open(phone, `/student/session/${booking.id}`);
  await expect(yours.getByText('This review can no longer be changed.')).toBeVisible();
  await expect(yours.getByRole('button', { name: 'Change my review' })).toHaveCount(0);
  await expect(yours.getByText('Kind, knew the colleges well, and her plan worked.')).toBeVisible();
  await phone.setViewportSize({ width: 1280, height: 900 });
  await phone.screenshot({ path: `${shots}/review-1280_closed.png`, fullPage: true });

  await phone.context().close();
  await counsellorPage.context().close();
});
