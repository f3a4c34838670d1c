import type { Knex } from 'knex';
import { defaultWeeklyHours, type WeeklyHours } from '@margdarshak/contracts/schedule/slots';
import { counsellorsTable } from '../counsellors/counsellorsProjection';
import { availabilityTable, slotsTable } from './scheduleProjection';

export interface StoredAvailability {
  weekly: WeeklyHours;
  daysOff: string[];
}

export async function availabilityOf(db: Knex, counsellorId: string): Promise<StoredAvailability> {
  const row: { weekly: WeeklyHours; days_off: string[] } | undefined = await db(availabilityTable).where({ counsellor_id: counsellorId }).first();
  return row ? { weekly: row.weekly, daysOff: row.days_off } : { weekly: defaultWeeklyHours, daysOff: [] };
}

export interface CounsellorDay extends StoredAvailability {
  status: string;
  /** Slots booked, or held with the hold still running. */
  taken: Set<string>;
}

/** Everything the open slots of one counsellor-day need, in one round trip (the hot read of the booking page). */
export async function counsellorDay(db: Knex, counsellorId: string, date: string, now: Date): Promise<CounsellorDay | undefined> {
  const { rows } = await db.raw<{ rows: { status: string; weekly: WeeklyHours | null; days_off: string[] | null; taken: string[] }[] }>(
    `select c.status, a.weekly, a.days_off,
       coalesce((select array_agg(s.slot) from ?? s where s.counsellor_id = c.id and s.date = ? and (s.booked or s.hold_until > ?)), '{}') as taken
     from ${counsellorsTable} c left join ?? a on a.counsellor_id = c.id
     where c.id = ?`,
    [slotsTable, date, now, availabilityTable, counsellorId],
  );
  const row = rows[0];
  if (!row) return undefined;
  return { status: row.status, weekly: row.weekly ?? defaultWeeklyHours, daysOff: row.days_off ?? [], taken: new Set(row.taken) };
}
