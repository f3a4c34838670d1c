// Indexes the audit's filters use on the events table (GET /api/audit/events): a page stays an index range scan in log
// order for a type or a person, and a lookup for a correlation. A time range is read a UTC day at a time, each day's
// events in log order (auditReads.ts), from the index alone: that needs the recorded time as a column of its own (an
// index on the expression metadata->>'at' cannot answer without reading every matching row), so it is stored beside the
// metadata, computed by PostgreSQL, in the C collation (ISO instants sort as text, and their first ten characters are
// the UTC day). A role is common enough to be found by walking the log in order. Stream prefixes use the (stream_name,
// stream_revision) key under the C collation (the embedded default); a database with another collation gets a pattern
// index for them.
export const auditIndexesSql = `
create index if not exists events_type_order on events (type, transaction_id, global_position);
create index if not exists events_user_order on events ((metadata->>'userId'), transaction_id, global_position);
create index if not exists events_correlation on events ((metadata->>'correlationId'));
do $$ begin
  -- Checked first: ALTER TABLE would take its exclusive lock at every start even when the column is there.
  if not exists (select from information_schema.columns where table_name = 'events' and column_name = 'recorded_at') then
    alter table events add column recorded_at text collate "C" generated always as (metadata->>'at') stored;
  end if;
end $$;
drop index if exists events_recorded_at;
drop index if exists events_recorded_at_order;
create index if not exists events_recorded_day_position on events (left(recorded_at, 10), transaction_id, global_position) include (recorded_at);
do $$ begin
  if (select datcollate from pg_database where datname = current_database()) not in ('C', 'POSIX') then
    create index if not exists events_stream_prefix on events (stream_name text_pattern_ops);
  end if;
end $$;
`;
