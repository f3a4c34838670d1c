// `npm run backup`'s work: one REPEATABLE READ snapshot of the PostgreSQL log, the personal-data keys and the carried
// tables (so they agree; a log in EventStoreDB is read before it, logThroughPort.ts), then the digests' copies outside the database and the files, each part hashed into the
// manifest. The snapshot is read-only: it takes no transaction id, so the product's readers and writers go on.
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { EventStore } from '../../platform/eventStore/eventStore';
import type { FileStore } from '../../platform/files/fileStore';
import { outsideDigestPath } from '../../modules/audit';
import { backupFormat, carriedTables, digestCopiesFile, eventsFile, filesFolder, type Manifest, manifestFile, secretsFile, tableFile } from './backupContents';
import { type BackupSecrets, sealSecrets } from './backupSecrets';
import { writeLogThroughPort } from './logThroughPort';
import { partWriter, sha256Of } from './partFile';

export interface BackupSource {
  databaseUrl: string;
  files: FileStore;
  auditDigestDir: string;
  /** The server secret the product runs with; carried (sealed) when it is the data folder's, fingerprinted always. */
  serverSecret: string;
  carryServerSecret: boolean;
  /** The log when it is not in this database (EventStoreDB): read through the port up to its head, before the snapshot. */
  logStore?: Pick<EventStore, 'readAll' | 'headPosition'>;
}

const pageSize = 5_000;

// Each event as one JSON line built by PostgreSQL from the stored jsonb, so data and metadata (with its hash) are
// written exactly as stored, with no round trip through JavaScript numbers.
const eventsPageSql = `select transaction_id::text as commit, global_position::text as prepare, stream_name, type, event_id::text as id,
    json_build_object('commit', transaction_id::text, 'prepare', global_position::text, 'streamName', stream_name,
      'revision', stream_revision::text, 'id', event_id, 'type', type, 'data', data, 'metadata', metadata, 'createdAt', created_at)::text as line
  from events where (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
  order by transaction_id, global_position limit ${pageSize}`;

const tableExists = async (client: pg.ClientBase, table: string) => (await client.query<{ present: boolean }>('select to_regclass($1) is not null as present', [table])).rows[0]?.present === true;

/** A copy's digest id; undefined for a line that is not one (verify reports those in the product's own file). */
function copyId(line: string): string | undefined {
  try {
    const { id } = JSON.parse(line) as { id?: unknown };
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

export async function writeBackup(source: BackupSource, dir: string, backupKey: string): Promise<Manifest> {
  await mkdir(dir, { recursive: true });
  if ((await readdir(dir)).length > 0) throw new Error(`${dir} is not empty: give a new or empty folder for the backup.`);
  const digestIds = new Set<string>();
  let head: Manifest['head'] = null;
  let events: Manifest['events'];
  let secrets: BackupSecrets;
  const tables: Manifest['tables'] = [];
  const log = await partWriter(dir, eventsFile);
  const noted = (event: { streamName: string; type: string; id: string }) => {
    if (event.streamName === 'audit-digests' && event.type === 'StreamHeadsDigested') digestIds.add(event.id);
  };
  if (source.logStore) {
    const portHead = await writeLogThroughPort(source.logStore, log, noted);
    head = portHead ? { commit: String(portHead.commit), prepare: String(portHead.prepare) } : null;
  }
  const client = new pg.Client({ connectionString: source.databaseUrl });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    if (!source.logStore && (await tableExists(client, 'events'))) {
      let after = { commit: '0', prepare: '0' };
      for (;;) {
        const { rows } = await client.query<{ commit: string; prepare: string; stream_name: string; type: string; id: string; line: string }>(eventsPageSql, [after.commit, after.prepare]);
        if (rows.length === 0) break;
        await log.write(rows.map((row) => `${row.line}\n`).join(''), rows.length);
        for (const row of rows) noted({ streamName: row.stream_name, type: row.type, id: row.id });
        const last = rows.at(-1);
        if (last) after = { commit: last.commit, prepare: last.prepare };
        head = after;
      }
    }
    events = await log.close();
    const keys = (await tableExists(client, 'personal_data_keys'))
      ? (
          await client.query<{ subjectId: string; key: string; createdAt: string }>(
            `select subject_id as "subjectId", encode(key, 'base64') as key, to_json(created_at) #>> '{}' as "createdAt" from personal_data_keys order by subject_id`,
          )
        ).rows
      : [];
    secrets = { keys, serverSecretSha256: sha256Of(Buffer.from(source.serverSecret)), ...(source.carryServerSecret ? { serverSecret: source.serverSecret } : {}) };
    // A log read before the snapshot (logThroughPort.ts) leaves out the jobs of events after its head, and the
    // records of digests copied after it; the copies file is read after the snapshot, so it holds every copy recorded.
    const onlyInTheLog = (table: string): { where: string; params: unknown[] } => {
      if (table === 'audit_digest_copies') return { where: 'where event_id = any($1::uuid[])', params: [[...digestIds]] };
      if (table === 'processor_jobs' && source.logStore && head) return { where: 'where (caused_commit, caused_prepare) <= ($1::bigint, $2::bigint)', params: [head.commit, head.prepare] };
      return { where: '', params: [] };
    };
    for (const table of carriedTables) {
      if (!(await tableExists(client, table))) continue;
      const part = await partWriter(dir, tableFile(table));
      const { where, params } = onlyInTheLog(table);
      const { rows } = await client.query<{ line: string }>(`select to_jsonb(t)::text as line from ${table} t ${where}`, params);
      if (rows.length > 0) await part.write(rows.map((row) => `${row.line}\n`).join(''), rows.length);
      tables.push({ table, ...(await part.close()) });
    }
    await client.query('commit');
  } finally {
    await client.end();
  }
  const { sealed, body } = sealSecrets(backupKey, secrets);
  const secretsPart = await partWriter(dir, secretsFile);
  await secretsPart.write(body, secrets.keys.length);
  const secretsManifest = { ...(await secretsPart.close()), sealed };
  // Copies of digests signed after the snapshot name events the backup does not hold: left out.
  const copies = await partWriter(dir, digestCopiesFile);
  const copied = await readFile(outsideDigestPath(source.auditDigestDir), 'utf8').catch(() => '');
  for (const line of copied.split('\n')) if (digestIds.has(copyId(line) ?? '')) await copies.write(`${line}\n`);
  const digestCopies = await copies.close();
  // Files are written before the events that name them, so every file the snapshot's events name is listed here.
  await mkdir(path.join(dir, filesFolder));
  const files: Manifest['files'] = [];
  for await (const { id } of source.files.list()) {
    const bytes = await source.files.read(id);
    if (!bytes) continue; // removed since it was listed
    await writeFile(path.join(dir, filesFolder, id), bytes, { mode: 0o600, flag: 'wx' });
    files.push({ id, sha256: sha256Of(bytes), bytes: bytes.length });
  }
  const manifest: Manifest = { format: backupFormat, takenAt: new Date().toISOString(), head, events, secrets: secretsManifest, digestCopies, tables, files };
  // The manifest last, in one rename: a backup interrupted before it has none, and no restore takes it for whole.
  await writeFile(path.join(dir, `${manifestFile}.partial`), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  await rename(path.join(dir, `${manifestFile}.partial`), path.join(dir, manifestFile));
  return manifest;
}
