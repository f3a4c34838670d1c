// Who needs a parent's consent (DPDP Act 2023, s.9: a child is under 18), decided on the calendar date in India.
import { z } from 'zod';
import { istDate } from '../schedule/slots';

/** Youngest and oldest ages a date of birth may give: outside them it is a typing slip, not a student. */
export const MIN_STUDENT_AGE = 10;
export const MAX_STUDENT_AGE = 100;
export const ADULT_AGE = 18;

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (no 31 February). */
export function isCalendarDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Completed years on `today` (both YYYY-MM-DD); someone born on 29 February turns a year older on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by = 0, bm = 0, bd = 0] = dateOfBirth.split('-').map(Number);
  const [ty = 0, tm = 0, td = 0] = today.split('-').map(Number);
  const hadBirthday = tm > bm || (tm === bm && td >= bd);
  return ty - by - (hadBirthday ? 0 : 1);
}

export type DateOfBirthProblem = 'not_a_date' | 'future' | 'too_young' | 'too_old';

export const dateOfBirthMessages: Record<DateOfBirthProblem, string> = {
  not_a_date: 'Please enter your date of birth as a real date',
  future: 'Your date of birth cannot be in the future',
  too_young: `Students must be at least ${MIN_STUDENT_AGE} years old`,
  too_old: 'Please check your date of birth',
};

/** Why a date of birth cannot be accepted at `now`, or undefined when it can. */
export function dateOfBirthProblem(dateOfBirth: string, now: Date): DateOfBirthProblem | undefined {
  if (!isCalendarDate(dateOfBirth)) return 'not_a_date';
  const today = istDate(now);
  if (dateOfBirth > today) return 'future';
  const age = ageOn(dateOfBirth, today);
  if (age < MIN_STUDENT_AGE) return 'too_young';
  if (age > MAX_STUDENT_AGE) return 'too_old';
  return undefined;
}

/** Under 18 on India's calendar date at `now`. */
export const isMinorAt = (dateOfBirth: string, now: Date) => ageOn(dateOfBirth, istDate(now)) < ADULT_AGE;

/** The field's shape; whether the date is acceptable depends on today's date, which only the caller knows. */
export const DATE_OF_BIRTH_REQUIRED = 'Please enter your date of birth';
export const dateOfBirthSchema = z.string(DATE_OF_BIRTH_REQUIRED).trim().refine(isCalendarDate, dateOfBirthMessages.not_a_date);
