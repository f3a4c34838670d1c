// The append-only log table, its immutability trigger and the one-round-trip append function.
import pg from 'pg';

export const eventStoreSchema = `
create table if not exists events (
  global_position bigserial primary key,
  transaction_id xid8 not null default pg_current_xact_id(),
  stream_name text not null,
  stream_revision bigint not null,
  event_id uuid not null,
  type text not null,
  data jsonb not null,
  metadata jsonb not null,
  created_at timestamptz not null default now(),
  unique (stream_name, stream_revision),
  unique (stream_name, event_id)
);
create index if not exists events_log_order on events (transaction_id, global_position);

create or replace function events_are_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'events are immutable: % refused', tg_op using errcode = 'MD000';
end $$;
drop trigger if exists events_no_update_delete on events;
create trigger events_no_update_delete before update or delete on events for each row execute function events_are_immutable();
drop trigger if exists events_no_truncate on events;
create trigger events_no_truncate before truncate on events for each statement execute function events_are_immutable();

-- p_expected: -2 any, -1 no stream, n >= 0 the stream's last revision.
-- Re-appending events whose ids are all in the stream already is a no-op answering the stored last one (idempotent retry).
create or replace function append_events(p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[])
returns table (revision bigint, transaction_id xid8, global_position bigint)
language plpgsql as $$
declare
  v_existing int;
  v_current bigint;
begin
  select count(*) into v_existing from events e where e.stream_name = p_stream and e.event_id = any(p_ids);
  if v_existing = cardinality(p_ids) then
    return query select e.stream_revision, e.transaction_id, e.global_position from events e
      where e.stream_name = p_stream and e.event_id = any(p_ids) order by e.stream_revision desc limit 1;
    return;
  elsif v_existing > 0 then
    raise exception 'some of these event ids are already in stream %', p_stream using errcode = 'MD001';
  end if;
  select max(e.stream_revision) into v_current from events e where e.stream_name = p_stream;
  if (p_expected = -1 and v_current is not null) or (p_expected >= 0 and v_current is distinct from p_expected) then
    raise exception 'wrong expected revision' using errcode = 'MD002', detail = coalesce(v_current::text, 'no_stream');
  end if;
  v_current := coalesce(v_current, -1);
  return query insert into events as e (stream_name, stream_revision, event_id, type, data, metadata)
    select p_stream, v_current + i, p_ids[i], p_types[i], p_data[i], p_metadata[i] from generate_subscripts(p_ids, 1) as i
    returning e.stream_revision, e.transaction_id, e.global_position;
end $$;
`;

/** Creates or updates the log's schema; safe to run at every start. */
export async function migrateEventStore({ connectionString }: { connectionString: string }): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock(7401001)'); // several API copies may start at once
    await client.query(eventStoreSchema);
  } finally {
    await client.end();
  }
}
