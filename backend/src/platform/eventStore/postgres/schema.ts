// The append-only log table, its immutability trigger and the one-round-trip append function.
import pg from 'pg';
import { genesisHash } from '../hashChain';
import { auditIndexesSql } from './auditIndexes';

/** Appends raise these SQLSTATEs (class 'MD', ours) so the adapter can tell them from any other failure. */
export const sqlStates = { immutable: 'MD000', mixedIds: 'MD001', wrongRevision: 'MD002' } as const;

/** The channel appends are announced on (see liveWakeups.ts). */
export const appendedChannel = 'events_appended';

// Positions are (transaction_id, global_position): readers order by both and only read below the oldest running
// transaction (see readAllSql in postgresEventStore.ts). The column and constraint names are those of the first version
// of this table, so existing data folders migrate in place.
const schemaSql = `
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
  constraint events_stream_name_stream_revision_key unique (stream_name, stream_revision),
  constraint events_stream_name_event_id_key unique (stream_name, event_id)
);
create index if not exists events_log_order on events (transaction_id, global_position);

-- Readers read below this: the oldest running transaction. Made once and never replaced here, because a restored log
-- moves it (with the column's default) past the transaction ids it was restored with (restoredPositions.ts).
do $do$ begin
  if to_regprocedure('events_read_horizon()') is null then
    create function events_read_horizon() returns xid8 language sql stable as 'select pg_snapshot_xmin(pg_current_snapshot())';
  end if;
end $do$;

create or replace function events_are_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'events are immutable: % refused', tg_op using errcode = '${sqlStates.immutable}';
end $$;
drop trigger if exists events_no_update_delete on events;
drop trigger if exists events_no_truncate on events;
-- Statement-level, so an UPDATE or DELETE is refused even when it matches no row.
create or replace trigger events_immutable before update or delete or truncate on events
  for each statement execute function events_are_immutable();

-- The link of an event's hash to its stream (linkHash in hashChain.ts), for both ways of appending (appendStatementSql
-- below and append_events). A one-expression SQL function: PostgreSQL inlines it where it is called.
create or replace function events_link_hash(p_previous text, p_revision bigint, p_content text, p_stream text) returns text
language sql immutable parallel safe
as $$ select encode(sha256(convert_to(p_previous || ':' || p_revision || ':' || p_content || ':' || p_stream, 'UTF8')), 'hex') $$;

-- p_expected: -2 any, -1 no stream, n >= 0 the stream's last revision.
-- p_content: each event's content hash (hashChain.ts), computed by the adapter; null appends unhashed events, which
-- verification reports (only a caller going around the adapter does that).
-- p_check_ids: look for the ids in the stream first (the adapter's second attempt, below).
-- 1. Read the stream's last revision and hash. If the expected revision holds (and the ids are not to be checked), chain
--    each event to the one before it (its hash into its metadata) and insert.
-- 2. Otherwise, or when asked, look for the ids: all of them in the stream is a retry of an append that succeeded
--    (answer its last event, change nothing); some of them is refused (an append is all or nothing, so this is not a
--    retry but a caller's mistake); none of them with the wrong revision raises the revision error.
-- The ids are not looked for on the common path: an id already in the stream makes the insert fail on the unique key
-- (stream_name, event_id), and so does a concurrent writer that takes the same revision first (stream_name,
-- stream_revision). On that 23505 the adapter runs this again with p_check_ids, which lands in case 2 (a retry, the
-- mixed refusal, the revision error) or, for 'any', appends after the winner, chained to the winner's last hash.
-- Earlier versions had fewer arguments: dropped, or a call with six or seven arguments would match two of them.
drop function if exists append_events(text, bigint, uuid[], text[], jsonb[], jsonb[]);
drop function if exists append_events(text, bigint, uuid[], text[], jsonb[], jsonb[], text[]);
create or replace function append_events(p_stream text, p_expected bigint, p_ids uuid[], p_types text[], p_data jsonb[], p_metadata jsonb[],
  p_content text[] default null, p_check_ids boolean default false)
returns table (revision bigint, transaction_id xid8, global_position bigint)
language plpgsql as $$
declare
  v_stored int;
  v_current bigint;
  v_hash text;
  v_metadata jsonb[] := p_metadata;
begin
  select e.stream_revision, e.metadata->>'hash' into v_current, v_hash from events e
    where e.stream_name = p_stream order by e.stream_revision desc limit 1;
  if p_check_ids or (p_expected = -1 and v_current is not null) or (p_expected >= 0 and v_current is distinct from p_expected) then
    select count(*) into v_stored from events e where e.stream_name = p_stream and e.event_id = any(p_ids);
    if v_stored = cardinality(p_ids) then
      return query select e.stream_revision, e.transaction_id, e.global_position from events e
        where e.stream_name = p_stream and e.event_id = any(p_ids) order by e.stream_revision desc limit 1;
      return;
    elsif v_stored > 0 then
      raise exception 'some of these event ids are already in stream %, others are not', p_stream using errcode = '${sqlStates.mixedIds}';
    elsif (p_expected = -1 and v_current is not null) or (p_expected >= 0 and v_current is distinct from p_expected) then
      raise exception 'wrong expected revision for stream %', p_stream
        using errcode = '${sqlStates.wrongRevision}', detail = coalesce(v_current::text, 'no_stream');
    end if;
  end if;
  v_current := coalesce(v_current, -1);
  if p_content is not null then
    -- A stream whose last event predates hashing starts its chain again from genesis.
    v_hash := coalesce(v_hash, '${genesisHash}');
    for i in 1 .. cardinality(p_ids) loop
      v_hash := events_link_hash(v_hash, v_current + i, p_content[i], p_stream);
      v_metadata[i] := p_metadata[i] || jsonb_build_object('hash', v_hash);
    end loop;
  end if;
  return query insert into events as e (stream_name, stream_revision, event_id, type, data, metadata)
    select p_stream, v_current + i, p_ids[i], p_types[i], p_data[i], v_metadata[i] from generate_subscripts(p_ids, 1) as i
    returning e.stream_revision, e.transaction_id, e.global_position;
end $$;
`;

/**
 * Both append statements start here: `head` is the stream's last revision (-1 for none) and hash (genesis for none),
 * one row when the expected revision ($2) holds and none when it does not. $1 is the stream.
 */
const streamHeadSql = `last as (select e.stream_revision, e.metadata->>'hash' as hash from events e
    where e.stream_name = $1::text order by e.stream_revision desc limit 1),
  head as (select coalesce(last.stream_revision, -1) as revision, coalesce(last.hash, '${genesisHash}') as hash
    from (select) as one left join last on true
    where $2::bigint = -2 or ($2::bigint = -1 and last.stream_revision is null) or last.stream_revision = $2::bigint)`;

/**
 * The adapter's append, in one statement (no function call: measured, it costs the server less than append_events'
 * first case): read the stream's last revision and hash and, when the expected revision holds, chain and insert the
 * events. Parameters are append_events' first seven, the content hashes required. It answers no rows when the expected
 * revision fails, and fails on a unique key (23505) when an id is stored already or a concurrent writer took the
 * revision; either way the adapter then calls append_events with p_check_ids, which tells a retry, a mixed batch and a
 * wrong revision apart.
 */
export const appendStatementSql = `with recursive
  ${streamHeadSql},
  chain (i, revision, hash) as (
    select 0, revision, hash from head
    union all
    select i + 1, revision + 1, events_link_hash(hash, revision + 1, ($7::text[])[i + 1], $1::text) from chain where i < cardinality($3::uuid[]))
insert into events as e (stream_name, stream_revision, event_id, type, data, metadata)
  select $1::text, chain.revision, ($3::uuid[])[chain.i], ($4::text[])[chain.i], ($5::jsonb[])[chain.i],
    ($6::jsonb[])[chain.i] || jsonb_build_object('hash', chain.hash)
  from chain where chain.i > 0 order by chain.i
  returning e.stream_revision as revision, e.transaction_id::text as transaction_text, e.global_position`;

/**
 * The same for one event, the common append: its values as plain parameters rather than arrays, and no recursion. Per
 * append it cost the server about a third less than the statement above and Node about a quarter less (record 0157).
 * Parameters are appendStatementSql's, each the one event's value instead of an array.
 */
export const appendOneStatementSql = `with
  ${streamHeadSql}
insert into events as e (stream_name, stream_revision, event_id, type, data, metadata)
  select $1::text, head.revision + 1, $3::uuid, $4::text, $5::jsonb,
    $6::jsonb || jsonb_build_object('hash', events_link_hash(head.hash, head.revision + 1, $7::text, $1::text))
  from head
  returning e.stream_revision as revision, e.transaction_id::text as transaction_text, e.global_position`;

/** Where to migrate: a pool the caller owns, or a connection string (a connection is opened and closed). */
export type MigrationTarget = pg.Pool | { connectionString: string };

/** Creates or updates the log's schema; idempotent, safe to run at every start, also by several processes at once. */
export async function migrateEventStore(target: MigrationTarget): Promise<void> {
  const { client, done } = await connect(target);
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock(7401001)'); // several API copies may start at once
    await client.query(schemaSql);
    await client.query(auditIndexesSql);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await done();
  }
}

async function connect(target: MigrationTarget): Promise<{ client: pg.ClientBase; done: () => Promise<void> }> {
  if (target instanceof pg.Pool) {
    const client = await target.connect();
    return { client, done: async () => client.release() };
  }
  const client = new pg.Client({ connectionString: target.connectionString });
  await client.connect();
  return { client, done: () => client.end() };
}

/**
 * A new stream's one event (expected revision `no_stream`): a plain INSERT at revision 0, its hash linked to genesis by
 * the adapter, which knows both. The unique key (stream, revision) stands for the expected revision: a stream that
 * exists has its revision 0, so the insert fails with 23505 and the adapter asks append_events what that means, as
 * after any refused first attempt. Parameters: the stream, the event's id, type, data and metadata with its hash.
 */
export const newStreamStatementSql = `insert into events as e (stream_name, stream_revision, event_id, type, data, metadata)
  values ($1::text, 0, $2::uuid, $3::text, $4::jsonb, $5::jsonb)
  returning e.stream_revision as revision, e.transaction_id::text as transaction_text, e.global_position`;
