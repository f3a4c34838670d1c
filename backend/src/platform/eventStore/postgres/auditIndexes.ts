// Indexes the audit's filters use on the events table (GET /api/audit/events): a page stays an index range scan in log
// order for a type or a person, and a lookup for a correlation; a time range's positions read from the index alone. A role is common enough to be found by
// walking the log in order. Stream prefixes use the (stream_name, stream_revision) key under the C collation (the
// embedded default); a database with another collation gets a pattern index for them.
export const auditIndexesSql = `
create index if not exists events_type_order on events (type, transaction_id, global_position);
create index if not exists events_user_order on events ((metadata->>'userId'), transaction_id, global_position);
create index if not exists events_correlation on events ((metadata->>'correlationId'));
drop index if exists events_recorded_at;
create index if not exists events_recorded_at_order on events (((metadata->>'at') collate "C"), transaction_id, global_position);
do $$ begin
  if (select datcollate from pg_database where datname = current_database()) not in ('C', 'POSIX') then
    create index if not exists events_stream_prefix on events (stream_name text_pattern_ops);
  end if;
end $$;
`;
