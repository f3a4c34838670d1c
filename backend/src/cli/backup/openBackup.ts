// A backup read back for a restore: the manifest parsed, every part and file checked against its sha256, and the
// secrets opened with BACKUP_KEY, all before anything is written to the target.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type carriedTables, digestCopiesFile, filesFolder, type Manifest, manifestFile, manifestSchema } from './backupContents';
import { type BackupSecrets, openSecrets } from './backupSecrets';
import { batchesOf, checkedLargePart, checkedPart, linesOf } from './partFile';

export interface OpenedBackup {
  dir: string;
  manifest: Manifest;
  secrets: BackupSecrets;
  /** The log's events, one JSON line each, in log order, a batch at a time (a log may not fit in memory). */
  events(batchSize: number): AsyncIterable<string[]>;
  tables: { table: (typeof carriedTables)[number]; lines: string[] }[];
  digestCopies: string[];
  /** A file's bytes, checked against the manifest's sha256. */
  file(entry: Manifest['files'][number]): Promise<Buffer>;
}

export async function openBackup(dir: string, backupKey: string): Promise<OpenedBackup> {
  const text = await readFile(path.join(dir, manifestFile), 'utf8').catch(() => undefined);
  if (text === undefined) throw new Error(`${path.join(dir, manifestFile)} is missing: ${dir} is not a finished backup.`);
  const parsed = manifestSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${manifestFile} is not a backup manifest this version can read: ${parsed.error.issues[0]?.message ?? ''}`);
  const manifest = parsed.data;
  const secrets = openSecrets(backupKey, manifest.secrets.sealed, await checkedPart(dir, manifest.secrets));
  const eventLines = await checkedLargePart(dir, manifest.events);
  const tables = await Promise.all(manifest.tables.map(async (part) => ({ table: part.table, lines: linesOf(await checkedPart(dir, part)) })));
  const digestCopies = linesOf(await checkedPart(dir, { ...manifest.digestCopies, file: digestCopiesFile }));
  const file = (entry: Manifest['files'][number]) => checkedPart(dir, { file: path.join(filesFolder, entry.id), sha256: entry.sha256, bytes: entry.bytes });
  // Every file checked before anything is written; each is checked again as it is restored.
  for (const entry of manifest.files) await file(entry);
  if (eventLines !== manifest.events.count) throw new Error(`The backup is damaged: ${manifest.events.count} events are listed, ${eventLines} found.`);
  const events = (batchSize: number) => batchesOf(dir, manifest.events.file, batchSize);
  return { dir, manifest, secrets, events, tables, digestCopies, file };
}
