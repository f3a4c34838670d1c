// The files a sweep found unreferenced, with when (by the product's clock) it first found each: a file is removed only
// when it is still unreferenced a grace period after that, so a file whose event is being appended as a sweep runs is
// never taken, whatever the clocks of the file store and the product say.
import type { Knex } from 'knex';

const candidatesTable = 'orphan_file_candidates';

const migrate = (db: Knex) => db.raw(`create table if not exists ${candidatesTable} (file_id text primary key, first_seen_at timestamptz not null)`);

/**
 * Records this sweep's unreferenced files (keeping when each was first seen, forgetting those no longer unreferenced)
 * and answers the ones first seen at or before `cutoff`: the files to remove now.
 */
export async function recordOrphanCandidates(db: Knex, unreferenced: readonly string[], now: Date, cutoff: Date): Promise<string[]> {
  await migrate(db);
  return db.transaction(async (trx) => {
    await trx(candidatesTable)
      .whereNot(trx.raw('file_id = any(?::text[])', [[...unreferenced]]))
      .delete();
    for (let i = 0; i < unreferenced.length; i += 500) {
      const rows = unreferenced.slice(i, i + 500).map((fileId) => ({ file_id: fileId, first_seen_at: now }));
      await trx(candidatesTable).insert(rows).onConflict('file_id').ignore();
    }
    const due: { file_id: string }[] = await trx(candidatesTable).where('first_seen_at', '<=', cutoff).select('file_id');
    return due.map((row) => row.file_id);
  });
}

/** Forgets candidates once their files are removed. */
export async function forgetOrphanCandidates(db: Knex, fileIds: readonly string[]): Promise<void> {
  if (fileIds.length > 0) await db(candidatesTable).whereIn('file_id', fileIds).delete();
}
