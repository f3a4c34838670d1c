// `npm run restore`'s writing: into an empty target only, the log with its positions (restoredPositions.ts), the keys
// less every person the log says was erased, the carried tables, the files, the digests' copies outside the database
// and the data folder's server secret. The database part is one transaction: it lands whole or not at all.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { FileStore } from '../../platform/files/fileStore';
import { moveTransactionIdsPast } from '../../platform/eventStore/postgres/restoredPositions';
import { outsideDigestPath } from '../../modules/audit';
import type { OpenedBackup } from './openBackup';

export interface RestoreTarget {
  databaseUrl: string;
  files: FileStore;
  auditDigestDir: string;
  /** Where the data folder keeps its server secret, when SERVER_SECRET is not configured. */
  serverSecretFile?: string;
  /** Creates every table the product uses (main.ts's migrations), on the empty target. */
  migrate(): Promise<void>;
}

export interface RestoreResult {
  events: number;
  keys: number;
  /** People erased in the log whose key the snapshot still held: erased again. */
  erasedAgain: string[];
  rows: number;
  files: number;
  /** What was added to the new cluster's transaction ids (0 when it was past the restored ones already). */
  shift: bigint;
}

const batch = 2_000;

async function nonEmpty(target: RestoreTarget): Promise<string[]> {
  const found: string[] = [];
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  try {
    for (const table of ['events', 'personal_data_keys']) {
      const { rows } = await client.query<{ present: boolean }>('select to_regclass($1) is not null as present', [table]);
      if (rows[0]?.present && (await client.query(`select 1 from ${table} limit 1`)).rowCount) found.push(`the database has ${table === 'events' ? 'events in its log' : 'personal-data keys'}`);
    }
  } finally {
    await client.end();
  }
  for await (const _ of target.files.list()) {
    found.push('the file store holds files');
    break;
  }
  if ((await readFile(outsideDigestPath(target.auditDigestDir), 'utf8').catch(() => '')).trim() !== '') found.push(`${outsideDigestPath(target.auditDigestDir)} holds digests`);
  return found;
}

export async function restoreBackup(target: RestoreTarget, backup: OpenedBackup): Promise<RestoreResult> {
  const found = await nonEmpty(target);
  if (found.length > 0) throw new Error(`The target is not empty (${found.join('; ')}). Restore into a new data folder (DATA_DIR) or an empty database (DATABASE_URL).`);
  const existingSecret = target.serverSecretFile ? await readFile(target.serverSecretFile, 'utf8').catch(() => undefined) : undefined;
  if (existingSecret !== undefined && existingSecret.trim() !== backup.secrets.serverSecret) {
    throw new Error(`${target.serverSecretFile} holds another server secret: restore into a new data folder.`);
  }
  await target.migrate();
  const client = new pg.Client({ connectionString: target.databaseUrl });
  await client.connect();
  let result: RestoreResult;
  try {
    await client.query('begin');
    let restoredEvents = 0;
    for await (const lines of backup.events(batch)) {
      await client.query(
        `insert into events (global_position, transaction_id, stream_name, stream_revision, event_id, type, data, metadata, created_at)
         select (l->>'prepare')::bigint, (l->>'commit')::xid8, l->>'streamName', (l->>'revision')::bigint, (l->>'id')::uuid, l->>'type',
           l->'data', l->'metadata', (l->>'createdAt')::timestamptz
         from unnest($1::jsonb[]) as l`,
        [lines],
      );
      restoredEvents += lines.length;
    }
    // The highest of each, not the head's: a sequence taken late by an older transaction sorts before the head.
    const { rows: highest } = await client.query<{ commit: string | null }>(
      `select max(transaction_id)::text as commit, setval(pg_get_serial_sequence('events', 'global_position'), max(global_position)) from events having count(*) > 0`,
    );
    const shift = highest[0]?.commit ? await moveTransactionIdsPast(client, BigInt(highest[0].commit)) : 0n;
    const { keys } = backup.secrets;
    await client.query(
      `insert into personal_data_keys (subject_id, key, created_at)
       select s, decode(k, 'base64'), c::timestamptz from unnest($1::text[], $2::text[], $3::text[]) as u(s, k, c)`,
      [keys.map((k) => k.subjectId), keys.map((k) => k.key), keys.map((k) => k.createdAt)],
    );
    // Every erasure in the log holds, even one whose key the snapshot still had (its job had not run yet).
    const erased = await client.query<{ subject_id: string }>(`delete from personal_data_keys where subject_id in (select data->>'userId' from events where type = 'UserErased') returning subject_id`);
    let rows = 0;
    for (const { table, lines } of backup.tables) {
      if (lines.length === 0) continue;
      await client.query(`insert into ${table} overriding system value select * from jsonb_populate_recordset(null::${table}, $1::jsonb)`, [`[${lines.join(',')}]`]);
      rows += lines.length;
      await resetSequences(client, table);
    }
    // The copies' file is now the target's.
    if (backup.tables.some((t) => t.table === 'audit_digest_copies')) await client.query('update audit_digest_copies set file = $1', [outsideDigestPath(target.auditDigestDir)]);
    await client.query('commit');
    result = { events: restoredEvents, keys: keys.length - (erased.rowCount ?? 0), erasedAgain: erased.rows.map((r) => r.subject_id), rows, files: 0, shift };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
  for (const entry of backup.manifest.files) await target.files.restore(entry.id, await backup.file(entry));
  result.files = backup.manifest.files.length;
  if (backup.digestCopies.length > 0) {
    await mkdir(target.auditDigestDir, { recursive: true });
    await writeFile(outsideDigestPath(target.auditDigestDir), backup.digestCopies.map((line) => `${line}\n`).join(''), { mode: 0o640 });
  }
  if (target.serverSecretFile && backup.secrets.serverSecret && existingSecret === undefined) {
    await mkdir(path.dirname(target.serverSecretFile), { recursive: true });
    await writeFile(target.serverSecretFile, backup.secrets.serverSecret, { mode: 0o600, flag: 'wx' });
  }
  return result;
}

/** Identity and serial columns continue after the restored rows. */
async function resetSequences(client: pg.ClientBase, table: string): Promise<void> {
  const { rows } = await client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_schema = current_schema() and table_name = $1 and pg_get_serial_sequence($1, column_name) is not null`,
    [table],
  );
  for (const { column_name } of rows) {
    await client.query(`select setval(pg_get_serial_sequence($1, $2), max(${column_name})) from ${table} having max(${column_name}) is not null`, [table, column_name]);
  }
}
