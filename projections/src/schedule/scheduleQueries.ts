import type { Knex } from 'knex';
import { claimStands, type StandingTerms } from '@margdarshak/contracts/schedule/claims';
import { defaultWeeklyHours, type WeeklyHours } from '@margdarshak/contracts/schedule/slots';
import { availabilityTable, slotsTable } from './scheduleProjection';

export interface StoredAvailability {
  weekly: WeeklyHours;
  daysOff: string[];
}

export async function availabilityOf(db: Knex, counsellorId: string): Promise<StoredAvailability> {
  const row: { weekly: WeeklyHours; days_off: string[] } | undefined = await db(availabilityTable).where({ counsellor_id: counsellorId }).first();
  return row ? { weekly: row.weekly, daysOff: row.days_off } : { weekly: defaultWeeklyHours, daysOff: [] };
}

export interface SlotClaimRow extends StandingTerms {
  slot: string;
}

export interface ScheduleDay extends StoredAvailability {
  /** Every claim on the day; which still stand depends on the time of asking (holds lapse). */
  claims: SlotClaimRow[];
}

/** A counsellor's hours and the claims on one day, in one round trip (the hot read of the booking page). */
export async function scheduleDay(db: Knex, counsellorId: string, date: string): Promise<ScheduleDay> {
  const { rows } = await db.raw<{ rows: { weekly: WeeklyHours | null; days_off: string[] | null; claims: SlotClaimRow[] | null }[] }>(
    `select a.weekly, a.days_off,
       (select json_agg(json_build_object('slot', s.slot, 'booked', s.booked, 'holdUntil', s.hold_until)) from ?? s where s.counsellor_id = ? and s.date = ?) as claims
     from (select 1) one left join ?? a on a.counsellor_id = ?`,
    [slotsTable, counsellorId, date, availabilityTable, counsellorId],
  );
  const row = rows[0];
  return { weekly: row?.weekly ?? defaultWeeklyHours, daysOff: row?.days_off ?? [], claims: row?.claims ?? [] };
}

/** The slots a day's claims stand on at `now` (booked ones, holds not yet lapsed): open slots overlapping any are hidden. */
export const takenAt = (claims: readonly SlotClaimRow[], now: Date) => new Set(claims.filter((c) => claimStands(c, now)).map((c) => c.slot));
