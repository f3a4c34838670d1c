// POST /api/me/consent/ask-parent (issue 30): before consent, "Ask my parent" mails the chosen session to the parent
// with a new consent link (202). The answer's status replaces the consent query's (Send again's limits move with it).
import type { AskParentRequest, AskParentResponse } from '@margdarshak/contracts/api/family';
import { familyPaths } from '@margdarshak/contracts/api/familyPaths';
import { apiRequest, typed } from '../../../lib/apiClient';
import { useConsentChange } from '../../../lib/consentStatusQuery';

export const useAskParent = () =>
  useConsentChange(
    (input: AskParentRequest) => apiRequest(familyPaths.askParent, typed<AskParentResponse>(), { method: 'POST', json: input }),
    (answer) => answer.consent,
  );
