// The student's age and parent's consent (issue 20): the date of birth given at first sign-in and the waiting card's
// change of address. The status and Send again are in lib/consentStatusQuery.ts (the booking summary reads them too).
import type { AgeRequest, ConsentStatus } from '@margdarshak/contracts/api/family';
import { familyPaths } from '@margdarshak/contracts/api/familyPaths';
import { apiRequest, typed } from '../../../lib/apiClient';
import { useConsentChange } from '../../../lib/consentStatusQuery';

export const useRecordAge = () => useConsentChange((input: AgeRequest) => apiRequest(familyPaths.age, typed<ConsentStatus>(), { method: 'POST', json: input }));

export const useChangeParentEmail = () => useConsentChange((parentEmail: string) => apiRequest(familyPaths.parentEmail, typed<ConsentStatus>(), { method: 'PUT', json: { parentEmail } }));
