// An erased account that was a student's: the photos their profile referenced are deleted (the read model drops the
// row itself, and the key's erasure leaves the sealed fields in the log unreadable).
import { accountEvents } from '@margdarshak/contracts/events/accounts';
import { atOnce, processor } from '../../platform/processors/processor';
import { removeStudentFiles } from './students';

type Job = { kind: 'remove-files'; studentId: string };

export const studentRemovalProcessor = processor<Job>({
  name: 'student-removal',
  eventTypes: ['UserErased'],
  awaits: ['UserErased'],
  plan: (event) => [{ kind: 'remove-files', studentId: accountEvents.UserErased.schema.parse(event.data).userId, dueAt: atOnce(event) }],
  run: (job, { deps }) => removeStudentFiles(deps, job.studentId),
});
