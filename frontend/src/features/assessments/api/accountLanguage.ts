// PUT /api/user/language {language} answering {language}: the signed-in student's language, remembered on the account
// (issue 28, item 6). The current user's answer (GET /api/user) carries it; this updates that cache on success.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@margdarshak/contracts/api/shapes';
import type { TestLanguage } from '@margdarshak/contracts/assessments/tests';
import { apiRequest, typed } from '../../../lib/apiClient';
import { currentUserQueryKey } from '../../auth/api/getCurrentUser';

export const accountLanguagePath = '/api/user/language';

export const putAccountLanguage = (language: TestLanguage) => apiRequest(accountLanguagePath, typed<{ language: TestLanguage }>(), { method: 'PUT', json: { language } });

export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAccountLanguage,
    onSuccess: ({ language }) => queryClient.setQueryData<User | null>(currentUserQueryKey, (user) => (user ? { ...user, language } : user)),
  });
}
