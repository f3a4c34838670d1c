// A parent's refusal closes the child's account: the same erasure as an admin's delete (UserErased), after which the
// erasure and student-removal processors free the e-mail, end the sessions, cancel what is booked and destroy the key.
import { familyEvents } from '@margdarshak/contracts/events/family';
import { loadState } from '../../platform/commandHandler';
import { atOnce, processor } from '../../platform/processors/processor';
import { eraseUser, evolveUser, initialUserState, userStream } from '../accounts';

type Job = { kind: 'close-account'; studentId: string };

export const refusalsProcessor = processor<Job>({
  name: 'consent-refusals',
  eventTypes: ['ParentalConsentRefused'],
  awaits: ['ParentalConsentRefused'],
  plan: (event) => [{ kind: 'close-account', studentId: familyEvents.ParentalConsentRefused.schema.parse(event.data).studentId, dueAt: atOnce(event) }],
  async run(job, { deps, actor }) {
    const user = await loadState(deps.eventStore, { initialState: initialUserState, evolve: evolveUser }, userStream(job.studentId));
    if (user.status === 'active') await eraseUser(deps, job.studentId, actor); // already erased (a replay, an admin): nothing to do
  },
});
