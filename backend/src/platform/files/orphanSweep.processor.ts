// Removes stored files that nothing refers to. A file is saved before the event that names it is appended, so a crash
// (or a lost connection) between the two leaves a file no event names; once no read model has named such a file for
// the grace period (seen by two sweeps that far apart, each after the read models applied the whole log), it goes.
// Decision 0142.
import { fileReferenceEventTypes, fileReferenceProjections, referencedFileIds } from '@margdarshak/projections/files/fileReferencesQueries';
import { parkedCounts } from '@margdarshak/projections/parked';
import type { Clock } from '../clock';
import type { AppDeps } from '../deps';
import { processor } from '../processors/processor';
import { type RecurringJob, recurringSchedule } from '../processors/recurringJob';
import { forgetOrphanCandidates, recordOrphanCandidates } from './orphanCandidates';
import type { Knex } from 'knex';

export const orphanSweepProcessorName = 'orphan-files';
/** How long a file must stay unreferenced: far longer than any request takes from saving a file to appending its event. */
export const orphanGraceMs = 60 * 60_000;
export const orphanSweepEveryMs = 60 * 60_000;
const batchSize = 500;
const schedule = recurringSchedule(orphanSweepProcessorName, 'sweep', 'OrphanSweepScheduled');

/**
 * Whether every reference is in the read models: the ones naming files have applied the log up to its head, and none
 * has parked an event (whose file it would not name).
 */
async function referencesComplete(deps: AppDeps): Promise<boolean> {
  const head = await deps.eventStore.headPosition();
  if (head && !(await deps.readModels.waitFor(head, { eventTypes: fileReferenceEventTypes, strict: true, timeoutMs: 30_000 }))) return false;
  const parked = await parkedCounts(deps.db);
  return fileReferenceProjections.every((projection) => !parked.has(projection.name));
}

/** Of these listed files, the ones no read model names. */
async function unreferencedOf(deps: AppDeps, fileIds: string[]): Promise<string[]> {
  const referenced = await referencedFileIds(deps.db, fileIds);
  return fileIds.filter((id) => !referenced.has(id));
}

/**
 * One sweep: every stored file no read model names is noted as a candidate, and the candidates a previous sweep noted
 * at least the grace period ago, still unreferenced now, are removed. Answers how many files it removed, or undefined
 * when the read models were not complete enough to tell.
 */
export async function sweepOrphanFiles(deps: AppDeps): Promise<number | undefined> {
  const now = deps.clock.now();
  // Listed after the read models are complete: a file saved later is only noted, and named by then if it is named at all.
  if (!(await referencesComplete(deps))) return undefined;
  const unreferenced: string[] = [];
  let batch: string[] = [];
  for await (const file of deps.files.list()) {
    batch.push(file.id);
    if (batch.length === batchSize) {
      unreferenced.push(...(await unreferencedOf(deps, batch)));
      batch = [];
    }
  }
  unreferenced.push(...(await unreferencedOf(deps, batch)));
  const due = await recordOrphanCandidates(deps.db, unreferenced, now, new Date(now.getTime() - orphanGraceMs));
  await Promise.all(due.map((id) => deps.files.remove(id)));
  await forgetOrphanCandidates(deps.db, due);
  return due.length;
}
export const orphanSweepProcessor = processor<RecurringJob>({
  name: orphanSweepProcessorName,
  // No event plans this work: scheduleOrphanSweep starts it, and each sweep leaves the next.
  eventTypes: [],
  plan: () => [],
  async run(job, { deps }) {
    const removed = await sweepOrphanFiles(deps);
    if (removed === undefined) deps.logger.warn('orphan-file sweep skipped: the read models that name files are behind or have parked events');
    else if (removed > 0) deps.logger.info({ removed }, 'orphan files removed');
    await schedule.next(deps.db, deps.clock, job, orphanSweepEveryMs);
  },
});

/** Starts the sweeps (the first one interval from now), unless they run already. */
export async function scheduleOrphanSweep(db: Knex, clock: Clock): Promise<void> {
  await schedule.start(db, clock, orphanSweepEveryMs);
}
