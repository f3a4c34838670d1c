// PUT /api/me/language {language} answering {language}: the signed-in family's language, remembered on the account
// (issue 28, item 6; issue 33). The current user's answer (GET /api/user) carries it and outranks the browser's choice,
// so the cache takes the new language at once: the page follows the family's choice even if the save is slow or fails (the
// browser remembers it too, and the next visit's GET /api/user tells the truth).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountLanguage, User } from '@margdarshak/contracts/api/shapes';
import { apiRequest, typed } from '../../../lib/apiClient';
import { meLanguagePath } from '@margdarshak/contracts/api/userPaths';
import { currentUserQueryKey } from './getCurrentUser';

export const putAccountLanguage = (language: AccountLanguage) => apiRequest(meLanguagePath, typed<{ language: AccountLanguage }>(), { method: 'PUT', json: { language } });

export function useSaveAccountLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putAccountLanguage,
    onMutate: (language) => queryClient.setQueryData<User | null>(currentUserQueryKey, (user) => (user ? { ...user, language } : user)),
  });
}
