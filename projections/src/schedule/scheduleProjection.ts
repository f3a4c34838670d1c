// Counsellors' hours and the claimed slots of every counsellor-day: what the available-slots read needs in two small
// indexed lookups. The day streams, not these rows, decide whether a slot can be taken.
import type { Knex } from 'knex';
import { scheduleEvents } from '@margdarshak/contracts/events/schedule';
import type { Projection } from '../projection';

export const availabilityTable = 'counsellor_availability';
export const slotsTable = 'schedule_slots';

async function migrate(db: Knex) {
  if (!(await db.schema.hasTable(availabilityTable))) {
    await db.schema.createTable(availabilityTable, (t) => {
      t.uuid('counsellor_id').primary();
      t.jsonb('weekly').notNullable();
      t.jsonb('days_off').notNullable();
    });
  }
  if (!(await db.schema.hasTable(slotsTable))) {
    await db.schema.createTable(slotsTable, (t) => {
      t.uuid('counsellor_id').notNullable();
      t.date('date').notNullable();
      t.text('slot').notNullable();
      t.uuid('booking_id').notNullable();
      t.boolean('booked').notNullable();
      t.timestamp('hold_until', { useTz: true });
      t.primary(['counsellor_id', 'date', 'slot']);
    });
  }
}

export const scheduleProjection: Projection = {
  name: 'schedule',
  version: 1,
  eventTypes: ['AvailabilitySet', 'SlotHeld', 'SlotBooked', 'SlotReleased'],
  tables: [availabilityTable, slotsTable],
  migrate,
  async apply(trx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'AvailabilitySet': {
          const data = scheduleEvents.AvailabilitySet.schema.parse(event.data);
          await trx(availabilityTable)
            .insert({ counsellor_id: data.counsellorId, weekly: JSON.stringify(data.weekly), days_off: JSON.stringify(data.daysOff) })
            .onConflict('counsellor_id')
            .merge();
          break;
        }
        case 'SlotHeld': {
          const data = scheduleEvents.SlotHeld.schema.parse(event.data);
          await trx(slotsTable)
            .insert({ counsellor_id: data.counsellorId, date: data.date, slot: data.slot, booking_id: data.bookingId, booked: false, hold_until: data.holdUntil })
            .onConflict(['counsellor_id', 'date', 'slot'])
            .merge();
          break;
        }
        case 'SlotBooked': {
          const data = scheduleEvents.SlotBooked.schema.parse(event.data);
          await trx(slotsTable)
            .insert({ counsellor_id: data.counsellorId, date: data.date, slot: data.slot, booking_id: data.bookingId, booked: true, hold_until: null })
            .onConflict(['counsellor_id', 'date', 'slot'])
            .merge();
          break;
        }
        case 'SlotReleased': {
          const data = scheduleEvents.SlotReleased.schema.parse(event.data);
          await trx(slotsTable).where({ counsellor_id: data.counsellorId, date: data.date, slot: data.slot, booking_id: data.bookingId }).delete();
          break;
        }
        default:
          break;
      }
    }
  },
};
