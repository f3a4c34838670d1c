// The signed digests, copied outside the database (issue 27, item 6): one line per digest, appended to a file in
// AUDIT_DIGEST_DIR. Whoever can change the database can delete the newest events and the digests that covered them;
// the copies they cannot reach let verify notice. Written by the process that signs a digest, while it holds the
// digests' lock, so one writer at a time whatever the number of copies; audit_digest_copies records what was written
// where, so verify can tell a first run (nothing written yet) from a file deleted or moved. The lines hold counts,
// positions, hashes and signatures only: no personal data, so an erasure has nothing to remove here. Nothing ever written
// is a first run only while the log holds no digest and no verification (neverWritten).
import { constants } from 'node:fs';
import { access, mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { formatPosition } from '@margdarshak/contracts/api/audit';
import { auditEvents } from '@margdarshak/contracts/events/audit';
import type { LogPosition, RecordedEvent } from '@margdarshak/contracts/log';
import { signatureHolds, type DigestData } from './headsDigest';

export const outsideDigestFile = 'stream-heads-digests.jsonl';
const copiesTable = 'audit_digest_copies';

export const outsideDigestPath = (dir: string) => path.join(dir, outsideDigestFile);

export async function migrateCopies(db: Knex): Promise<void> {
  await db.raw(`create table if not exists ${copiesTable} (event_id uuid primary key, file text not null, written_at timestamptz not null default now())`);
}

const lineOf = (event: RecordedEvent, digest: DigestData) => `${JSON.stringify({ id: event.id, position: formatPosition(event.position), digest })}\n`;

/**
 * Appends every digest of the log not copied yet (normally the one just signed; after a crash between the append and
 * the copy, or the first time, the ones before it too) and records them as written. Digests whose signature does not
 * hold are never copied. Call it holding the digests' lock.
 */
export async function copyDigestsOutside(db: Knex, dir: string, key: Buffer, digests: readonly RecordedEvent[]): Promise<number> {
  await migrateCopies(db);
  const copied = new Set<string>(await db(copiesTable).pluck('event_id'));
  const lines: string[] = [];
  const ids: string[] = [];
  for (const event of digests) {
    if (event.type !== 'StreamHeadsDigested' || copied.has(event.id)) continue;
    const parsed = auditEvents.StreamHeadsDigested.schema.safeParse(event.data);
    if (!parsed.success || !signatureHolds(key, parsed.data)) continue;
    lines.push(lineOf(event, parsed.data));
    ids.push(event.id);
  }
  if (lines.length === 0) return 0;
  await mkdir(dir, { recursive: true });
  const file = outsideDigestPath(dir);
  const handle = await open(file, 'a', 0o640);
  try {
    await handle.appendFile(lines.join(''), 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  await db(copiesTable)
    .insert(ids.map((id) => ({ event_id: id, file })))
    .onConflict('event_id')
    .ignore();
  return lines.length;
}

export interface OutsideDigest {
  id: string;
  /** Where its event was appended in the log. */
  position: LogPosition;
  data: DigestData;
  line: number;
}

export interface OutsideDigestLog {
  path: string;
  state: 'present' | 'missing' | 'not written yet';
  /** The copies whose signature holds, in file order. */
  digests: OutsideDigest[];
  /** What is wrong with the file itself, in sentences. */
  problems: string[];
  /** Why the state is what it is, in a sentence (for the report). */
  note: string;
}

const positionOf = (text: unknown): LogPosition | undefined => {
  const [, commit, prepare] = (typeof text === 'string' ? /^(\d{1,20})-(\d{1,20})$/.exec(text) : null) ?? [];
  return commit !== undefined && prepare !== undefined ? { commit: BigInt(commit), prepare: BigInt(prepare) } : undefined;
};

function parseLine(text: string, line: number, key: Buffer): OutsideDigest | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const { id, position, digest } = (value ?? {}) as { id?: unknown; position?: unknown; digest?: unknown };
  const parsed = auditEvents.StreamHeadsDigested.schema.safeParse(digest);
  const at = positionOf(position);
  if (typeof id !== 'string' || !at || !parsed.success || !signatureHolds(key, parsed.data)) return undefined;
  return { id, position: at, data: parsed.data, line };
}

/** The file's text; undefined when there is no such file (nothing at its path, or a plain file where a folder should be). */
const readText = (file: string) =>
  readFile(file, 'utf8').catch((error: unknown) => {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  });

/** Reads the copies and says what is wrong with the file: gone though written to, lines changed, or lines removed. */
export async function readOutsideDigests(db: Knex, dir: string, key: Buffer): Promise<OutsideDigestLog> {
  await migrateCopies(db);
  const file = outsideDigestPath(dir);
  const written: { event_id: string; file: string; written_at: Date }[] = await db(copiesTable).select('event_id', 'file', 'written_at').orderBy('written_at');
  const text = await readText(file);
  if (text === undefined) {
    const last = written.at(-1);
    if (last === undefined) {
      return { path: file, state: 'not written yet', digests: [], problems: [], note: `No digest has been written outside the database yet (the first run): ${file} is made with the next digest.` };
    }
    const places = [...new Set(written.map((row) => row.file))];
    const elsewhere = places.filter((place) => place !== file);
    const problem =
      `The digest log kept outside the database, ${file}, is missing, though ${written.length} digests were written to ${places.join(' and ')} (the last on ${last.written_at.toISOString()}): ` +
      (elsewhere.length > 0
        ? 'AUDIT_DIGEST_DIR now points elsewhere; set it back, or move the file.'
        : 'it was deleted. Restore it from a backup: without it, events removed from the end of the log go unnoticed.');
    return { path: file, state: 'missing', digests: [], problems: [problem], note: problem };
  }
  const digests: OutsideDigest[] = [];
  const problems: string[] = [];
  text.split('\n').forEach((line, i) => {
    if (line.trim() === '') return;
    const digest = parseLine(line, i + 1, key);
    if (digest) digests.push(digest);
    else problems.push(`Line ${i + 1} of ${file} is not a digest signed with the server's key: the file was edited.`);
  });
  const inFile = new Set(digests.map((d) => d.id));
  const removed = written.filter((row) => row.file === file && !inFile.has(row.event_id));
  const [firstRemoved] = removed;
  if (firstRemoved) {
    const count = removed.length === 1 ? '1 digest written to' : `${removed.length} digests written to`;
    problems.push(`${count} ${file} ${removed.length === 1 ? 'is' : 'are'} no longer in it (the first written on ${firstRemoved.written_at.toISOString()}): lines were removed.`);
  }
  return { path: file, state: 'present', digests, problems, note: `${digests.length} digest${digests.length === 1 ? '' : 's'} read from ${file}.` };
}

/** What the log holds that a copy outside the database should exist for. */
export interface EarlierRecords {
  /** Digests in the log. */
  digests: number;
  /** Whether a verification was recorded. */
  verified: boolean;
}

/**
 * No copy written at all is a first run only while the log holds no digest and no verification; after either, it means
 * the copies were never written (a folder that cannot be written to, or signers that do not see it): a failure.
 */
export function neverWritten(log: OutsideDigestLog, earlier: EarlierRecords): OutsideDigestLog {
  if (log.state !== 'not written yet' || (earlier.digests === 0 && !earlier.verified)) return log;
  const held = earlier.digests > 0 ? `${earlier.digests} signed digest${earlier.digests === 1 ? '' : 's'}` : 'an earlier verification';
  const problem =
    `No digest has ever been written outside the database, to ${log.path}, though the log holds ${held}: the folder cannot be written to, or the process that signs digests does not see it (every API copy, worker and verify must share AUDIT_DIGEST_DIR), ` +
    'or no digest was signed since this version began writing them (the next digest writes them all). Until they are written, events removed from the end of the log go unnoticed.';
  return { ...log, problems: [...log.problems, problem], note: problem };
}

/** Why digests cannot be written to `dir`, in a sentence; undefined when they can (checked before a verification signs one). */
export async function unwritableFolder(dir: string): Promise<string | undefined> {
  const file = outsideDigestPath(dir);
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
    await access(file, constants.W_OK).catch((error: unknown) => {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    });
    return undefined;
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error instanceof Error ? error.message : String(error));
    return `Digests cannot be written outside the database, to ${file} (${reason}): set AUDIT_DIGEST_DIR to a folder this process can write to, shared by every API copy and worker.`;
  }
}
