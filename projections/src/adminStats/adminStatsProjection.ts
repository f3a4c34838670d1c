// The back office's figures (dashboards §2 Overview, §3 Admin stats) kept as counters, so that reading them never counts
// or scans the big tables: per subject only what the figures need (admin_stat_subjects), the totals by name
// (admin_stat_totals) and paid bookings by India month (admin_stat_months); the money is the ledger's. A batch loads the subjects it
// touches once, folds its events in log order (adminStatsFold.ts) and writes the subjects back and adds the changes in
// bulk, so a rebuild gives the same figures as the runner built incrementally.
import type { Knex } from 'knex';
import type { CounsellorStatus } from '@margdarshak/contracts/api/counsellors';
import type { RecordedEvent } from '@margdarshak/contracts/log';
import type { BookingRowStatus } from '../bookings/bookingsProjection';
import type { Projection } from '../projection';
import { adminStatsEventTypes, foldEvents, subjectOf, type Subject } from './adminStatsFold';

export const adminStatSubjectsTable = 'admin_stat_subjects';
export const adminStatTotalsTable = 'admin_stat_totals';
export const adminStatMonthsTable = 'admin_stat_months';

async function migrate(db: Knex) {
  if (!(await db.schema.hasTable(adminStatSubjectsTable))) {
    await db.schema.createTable(adminStatSubjectsTable, (t) => {
      t.uuid('id').primary();
      t.text('kind').notNullable();
      t.text('status').notNullable();
      t.boolean('confirmed').notNullable();
    });
  }
  if (!(await db.schema.hasTable(adminStatTotalsTable))) {
    await db.schema.createTable(adminStatTotalsTable, (t) => {
      t.text('name').primary();
      t.bigInteger('value').notNullable();
    });
  }
  if (!(await db.schema.hasTable(adminStatMonthsTable))) {
    await db.schema.createTable(adminStatMonthsTable, (t) => {
      t.text('month').primary(); // YYYY-MM, India time
      t.integer('bookings').notNullable();
    });
  }
}

interface SubjectRecord {
  id: string;
  kind: Subject['kind'];
  status: string;
  confirmed: boolean;
}

function toRecord(id: string, subject: Subject): SubjectRecord {
  switch (subject.kind) {
    case 'student':
      return { id, kind: 'student', status: 'active', confirmed: false };
    case 'counsellor':
      return { id, kind: 'counsellor', status: subject.status, confirmed: false };
    case 'booking':
      return { id, kind: 'booking', status: subject.status, confirmed: subject.confirmed };
    default: {
      const unknown: never = subject;
      return unknown;
    }
  }
}

function fromRecord(record: SubjectRecord): Subject {
  switch (record.kind) {
    case 'student':
      return { kind: 'student' };
    case 'counsellor':
      return { kind: 'counsellor', status: record.status as CounsellorStatus };
    case 'booking':
      return { kind: 'booking', status: record.status as BookingRowStatus, confirmed: record.confirmed };
    default: {
      const unknown: never = record.kind;
      return unknown;
    }
  }
}

// One JSON parameter per statement instead of thousands of placeholders: the bulk path stays fast.
const idsOf = `select value::uuid from jsonb_array_elements_text(?::jsonb)`;

async function apply(trx: Knex.Transaction, events: RecordedEvent[]) {
  const ids = [...new Set(events.map(subjectOf).filter((id): id is string => id !== undefined))];
  if (ids.length === 0) return;
  const { rows } = await trx.raw<{ rows: SubjectRecord[] }>(`select id, kind, status, confirmed from ?? where id in (${idsOf})`, [adminStatSubjectsTable, JSON.stringify(ids)]);
  const known = new Map(rows.map((record) => [record.id, fromRecord(record)]));
  const { subjects, totals, months } = foldEvents(known, events);

  const kept = [...subjects].flatMap(([id, subject]) => (subject ? [toRecord(id, subject)] : []));
  const removed = [...subjects].filter(([id, subject]) => !subject && known.has(id)).map(([id]) => id);
  if (kept.length > 0) {
    await trx.raw(
      `insert into ?? select * from jsonb_populate_recordset(null::??, ?::jsonb)
       on conflict (id) do update set kind = excluded.kind, status = excluded.status, confirmed = excluded.confirmed`,
      [adminStatSubjectsTable, adminStatSubjectsTable, JSON.stringify(kept)],
    );
  }
  if (removed.length > 0) await trx.raw(`delete from ?? where id in (${idsOf})`, [adminStatSubjectsTable, JSON.stringify(removed)]);
  if (totals.size > 0) {
    await trx.raw(
      `insert into ?? as t (name, value) select name, value from jsonb_to_recordset(?::jsonb) as d(name text, value bigint)
       on conflict (name) do update set value = t.value + excluded.value`,
      [adminStatTotalsTable, JSON.stringify([...totals].map(([name, value]) => ({ name, value })))],
    );
    // A total back to nought goes, as if never written: a rebuild, folding the same events in other batches, writes none.
    await trx.raw(`delete from ?? where value = 0 and name in (select jsonb_array_elements_text(?::jsonb))`, [adminStatTotalsTable, JSON.stringify([...totals.keys()])]);
  }
  if (months.size > 0) {
    const added = [...months].map(([month, m]) => ({ month, bookings: m.bookings }));
    await trx.raw(
      `insert into ?? as t select * from jsonb_populate_recordset(null::??, ?::jsonb)
       on conflict (month) do update set bookings = t.bookings + excluded.bookings`,
      [adminStatMonthsTable, adminStatMonthsTable, JSON.stringify(added)],
    );
  }
}

export const adminStatsProjection: Projection = {
  name: 'admin_stats',
  // 2: money left for the ledger.
  version: 2,
  eventTypes: adminStatsEventTypes,
  tables: [adminStatSubjectsTable, adminStatTotalsTable, adminStatMonthsTable],
  migrate,
  apply: (trx, events) => apply(trx, events),
};
