// Whether an account still exists, read from its own stream (the log decides, not a read model that may lag).
import { loadState } from '../../platform/commandHandler';
import type { AppDeps } from '../../platform/deps';
import { evolveUser, initialUserState, userStream } from './user';

export async function accountIsActive(deps: Pick<AppDeps, 'eventStore'>, userId: string): Promise<boolean> {
  return (await loadState(deps.eventStore, { initialState: initialUserState, evolve: evolveUser }, userStream(userId))).status === 'active';
}
