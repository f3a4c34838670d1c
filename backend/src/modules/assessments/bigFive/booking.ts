// The Big Five as a booking's test: the age comes from the student's profile (so the under-16 notice appears without
// the browser having to send it), answers saved to the two retired voting items are dropped rather than refused, and a
// result is always shown in today's words.
import type { TestResultData } from '@margdarshak/contracts/api/personalityTests';
import type { BigFiveResult, TestType } from '@margdarshak/contracts/assessments/tests';
import { retiredItemIds } from './items';
import { withCurrentText } from './narrative';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Answers without the retired items: progress saved before issue 18 may still hold them. */
export function withoutRetiredItems<T>(answers: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(answers).filter(([id]) => !retiredItemIds.has(id)));
}

/**
 * A submission as scored for a booking: the retired items dropped, and the age the student's profile gives (when it
 * gives one) in place of any the browser sent.
 */
export function bigFiveSubmission(body: unknown, profileAge: number | null): unknown {
  if (!isRecord(body)) return body;
  return {
    ...body,
    ...(isRecord(body.answers) && { answers: withoutRetiredItems(body.answers) }),
    ...(profileAge !== null && { age: profileAge }),
  };
}

/** A stored result as anyone reads it: a Big Five result scored before issue 18 gets our words (narrative.ts). */
export const resultAsShown = (testType: TestType, data: TestResultData): TestResultData => (testType === 'bigfive' ? withCurrentText(data as BigFiveResult) : data);
