// The kinds of value the API reads from paths, queries and headers, each bounded to what the code behind it can handle
// (issue 27, item 1): business dates in the years 2000 to 2100 (day loops, India-day arithmetic and the four-digit ISO
// form all hold there), time ranges with a longest span, log positions within the store's 64-bit integers, and uuid
// ids. One definition each: the server parses with them and the pages check their forms with them, so both agree.
import { z } from 'zod';
import type { LogPosition } from '../log';

export const BUSINESS_YEAR_MIN = 2000;
export const BUSINESS_YEAR_MAX = 2100;
const yearsMessage = `Use a date between ${BUSINESS_YEAR_MIN} and ${BUSINESS_YEAR_MAX}`;
const inBusinessYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= BUSINESS_YEAR_MIN && year <= BUSINESS_YEAR_MAX;
};

/** A calendar date, YYYY-MM-DD (no 31 February), in the years the product works in. */
export const businessDate = z.iso.date('Use a date as YYYY-MM-DD').refine(inBusinessYears, yearsMessage);

/** An instant with its offset (2026-11-23T10:00:00+05:30 or …Z), written in the same years. */
export const businessInstant = z.iso.datetime({ offset: true, message: 'Use an ISO instant with its offset' }).refine(inBusinessYears, yearsMessage);

const dayShape = /^\d{4}-\d{2}-\d{2}$/;

/** Where a time range's end may be: an India day, or an instant. */
export const businessTime = z
  .string('Use a date (YYYY-MM-DD, India) or an ISO instant with its offset')
  .trim()
  .superRefine((text, ctx) => {
    const asDate = dayShape.test(text);
    const result = (asDate ? businessDate : businessInstant).safeParse(text);
    if (result.success) return;
    const message = asDate || text.includes('T') ? result.error.issues[0]?.message : undefined;
    ctx.addIssue({ code: 'custom', message: message ?? 'Use a date (YYYY-MM-DD, India) or an ISO instant with its offset' });
  });

const DAY_MS = 86_400_000;
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * Milliseconds of a range's end: a date is its India day's start as a `from`, and the next day's start as a `to` (the
 * whole day is included); an instant is itself.
 */
export function instantOfTime(text: string, end: 'from' | 'to'): number {
  if (!businessDate.safeParse(text).success) return Date.parse(text);
  return Date.parse(`${text}T00:00:00Z`) - IST_OFFSET_MS + (end === 'to' ? DAY_MS : 0);
}

/**
 * The rules of a time range with both ends given: `from` not after `to`, and at most `maxDays` days from the start of
 * `from` to the end of `to` (from=to=a date is one day). An open end is bounded by the data it reads, not checked here.
 */
export function withinSpan(maxDays: number) {
  return (range: { from?: string | undefined; to?: string | undefined }, ctx: z.core.$RefinementCtx) => {
    if (range.from === undefined || range.to === undefined) return;
    const from = instantOfTime(range.from, 'from');
    const to = instantOfTime(range.to, 'to');
    if (instantOfTime(range.to, 'from') < from) ctx.addIssue({ code: 'custom', message: 'from must not be after to', path: ['to'] });
    else if (to - from > maxDays * DAY_MS) ctx.addIssue({ code: 'custom', message: `At most ${maxDays} days at once`, path: ['to'] });
  };
}

/** India days, both included, at most `maxDays` of them. */
export const dayRange = (maxDays: number) => z.object({ from: businessDate, to: businessDate }).superRefine(withinSpan(maxDays));

/** The largest value of either part of a log position: PostgreSQL's bigint (and xid8 below it), EventStoreDB's 64 bits. */
export const LOG_POSITION_PART_MAX = 2n ** 63n - 1n;

/**
 * A log position as text, `{commit}{separator}{prepare}` in decimal: '-' in the audit's URLs, '/' as the chat's event
 * ids. Each part at most LOG_POSITION_PART_MAX, so no read can overflow the store's integers.
 */
export function logPosition(separator: '-' | '/', message: string) {
  const shape = new RegExp(`^(\\d{1,19})${separator}(\\d{1,19})$`);
  return z
    .string(message)
    .trim()
    .transform((text, ctx): LogPosition => {
      const [, commit, prepare] = shape.exec(text) ?? [];
      const position = commit !== undefined && prepare !== undefined ? { commit: BigInt(commit), prepare: BigInt(prepare) } : undefined;
      if (!position || position.commit > LOG_POSITION_PART_MAX || position.prepare > LOG_POSITION_PART_MAX) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return position;
    });
}

/** An id the product made (a uuid), lower-cased so that one id is always written one way. */
export const uuidId = (message = 'Not found') => z.uuid(message).transform((id) => id.toLowerCase());

/** The `id` filter of a react-admin list (getMany): one id or up to 1,000, always answered as a list. */
export const idFilter = z
  .union([uuidId(), z.array(uuidId()).max(1000)])
  .optional()
  .transform((id) => (typeof id === 'string' ? [id] : id));
