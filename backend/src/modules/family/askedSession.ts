// The session a child asked their parent for before consent, as the parent who consented may read it and pay for it.
import { ONLY_THE_CONSENTING_PARENT } from '@margdarshak/contracts/messages/family';
import type { AppDeps } from '../../platform/deps';
import { ForbiddenError } from '../../platform/http/errors';
import type { AskedSession } from './consent';
import { loadConsent } from './consents';

/** The latest session asked, for the parent whose consent stands now (403 for anyone else, a withdrawn consent too). */
export async function askedSessionFor(deps: Pick<AppDeps, 'eventStore'>, childId: string, parentId: string): Promise<AskedSession | null> {
  const state = await loadConsent(deps, childId);
  if (state.status !== 'given' || state.parentId !== parentId) throw new ForbiddenError(ONLY_THE_CONSENTING_PARENT);
  return state.asked;
}
