import type { Knex } from 'knex';
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

/** Slots booked, or held with the hold still running at `now`. */
export async function takenSlots(db: Knex, counsellorId: string, date: string, now: Date): Promise<Set<string>> {
  const rows: { slot: string }[] = await db(slotsTable)
    .select('slot')
    .where({ counsellor_id: counsellorId, date })
    .andWhere((w) => w.where('booked', true).orWhere('hold_until', '>', now));
  return new Set(rows.map((row) => row.slot));
}
