// What `POST /api/assessments/{type}/score` accepts: `{answers: {itemId: value}}`, every item of the test answered
// exactly once with a whole number from 1 to 5 (RIASEC and MI also take the `language` the items were read in). Each missing, extra or out-of-range answer is an issue naming its item,
// so the server's 400 and a client's own check say the same thing.
import { z } from 'zod';
import { testLanguages } from './tests';

export const answerMessages = {
  missing: (id: string) => `Answer missing for item ${id}`,
  unknown: (id: string) => `Unknown item ${id}`,
  outOfRange: (id: string) => `Answer for item ${id} must be a whole number from 1 to 5`,
};

const isAnswer = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/** Answers keyed by item id, checked against the test's own items. */
export function answersSchema(itemIds: readonly string[]) {
  const known = new Set(itemIds);
  return z.record(z.string(), z.unknown(), 'Send answers as {itemId: value}').transform((answers, ctx) => {
    for (const id of itemIds) {
      if (!Object.hasOwn(answers, id)) ctx.addIssue({ code: 'custom', path: [id], message: answerMessages.missing(id) });
    }
    const checked: Record<string, number> = {};
    for (const [id, value] of Object.entries(answers)) {
      if (!known.has(id)) ctx.addIssue({ code: 'custom', path: [id], message: answerMessages.unknown(id) });
      else if (!isAnswer(value)) ctx.addIssue({ code: 'custom', path: [id], message: answerMessages.outOfRange(id) });
      else checked[id] = value;
    }
    return checked;
  });
}

/** The language the items were read in, 'en' or 'hi': the result's summary is written in it (scores never depend on it). */
export const testLanguageSchema = z.enum(testLanguages, 'Language must be en or hi');

/**
 * Issue 28: how long each page of a test took, as the browser measured it: the page (from 0), how many items it shows,
 * and the seconds spent on it so far (a page visited twice sends its running total). A very fast completion makes the
 * answers doubtful ('tooFast'). The free test sends them only with its scoring request, and nothing is stored.
 */
export const pageSecondsSchema = z
  .array(
    z.object({
      page: z.number().int('Page numbers are whole numbers').min(0, 'Page numbers start at 0').max(100, 'A test has at most 100 pages'),
      items: z.number().int('Items per page are whole numbers').min(1, 'A page shows at least one item').max(200, 'A page shows at most 200 items'),
      seconds: z.number().min(0, 'Seconds cannot be negative').max(86_400, 'Seconds per page must be under a day'),
    }),
  )
  .max(100, 'A test has at most 100 pages')
  .refine((pages) => new Set(pages.map((p) => p.page)).size === pages.length, 'Each page is sent once');
export type PageSeconds = z.infer<typeof pageSecondsSchema>;

/** RIASEC and Multiple Intelligences: the answers and, optionally, the language the items were read in (English by default). */
export const scoreRequestSchema = (itemIds: readonly string[]) => z.object({ answers: answersSchema(itemIds), language: testLanguageSchema.optional(), pageSeconds: pageSecondsSchema.optional() });

/**
 * Big Five: the report's language (English or Hindi; English by default, or the language the test was taken in when that
 * is sent as `language`) and, optionally, the age.
 */
export const bigFiveScoreRequestSchema = (itemIds: readonly string[]) =>
  z
    .object({
      answers: answersSchema(itemIds),
      reportLanguage: z.string().min(2).max(10).optional(),
      language: z.string().min(2).max(10).optional(),
      age: z.number().int('Age must be a whole number').min(5, 'Age must be between 5 and 120').max(120, 'Age must be between 5 and 120').optional(),
      pageSeconds: pageSecondsSchema.optional(),
    })
    .transform(({ language, reportLanguage, ...rest }) => ({ ...rest, ...((reportLanguage ?? language) !== undefined && { reportLanguage: reportLanguage ?? language }) }));

export type ScoreRequest = z.input<ReturnType<typeof scoreRequestSchema>>;
export type BigFiveScoreRequest = z.input<ReturnType<typeof bigFiveScoreRequestSchema>>;
