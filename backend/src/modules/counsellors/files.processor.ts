// Files a counsellor's events leave unused (a document or photo replaced, a refused change's new files) are deleted from
// disk. Removing a file that is gone already does nothing, so a replay is harmless.
import { counsellorEvents } from '@margdarshak/contracts/events/counsellors';
import { atOnce, processor } from '../../platform/processors/processor';

type Job = { kind: 'discard'; fileIds: string[] };

const withDiscards = ['CounsellorProfileSubmitted', 'CounsellorDetailsUpdated', 'CounsellorChangeRequested', 'CounsellorChangeApproved', 'CounsellorChangeRejected'] as const;

export const counsellorFilesProcessor = processor<Job>({
  name: 'counsellor-files',
  eventTypes: withDiscards,
  plan(event) {
    const type = event.type as (typeof withDiscards)[number];
    const { discardedFiles } = counsellorEvents[type].schema.parse(event.data);
    return discardedFiles.length > 0 ? [{ kind: 'discard', fileIds: discardedFiles, dueAt: atOnce(event) }] : [];
  },
  async run(job, { deps }) {
    await Promise.all(job.fileIds.map((id) => deps.files.remove(id)));
  },
});
