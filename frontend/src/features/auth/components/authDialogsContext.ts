// Opens the sign-in and sign-up dialogs from anywhere under the public layout (navbar, pages, later the booking flow).
import { createContext, useContext } from 'react';

export type AuthDialog = 'login' | 'forgotPassword' | 'studentSignUp' | 'counsellorSignUp' | 'counsellorRegistration';

export interface AuthDialogsApi {
  open(dialog: AuthDialog): void;
  close(): void;
}

export const AuthDialogsContext = createContext<AuthDialogsApi | null>(null);

export function useAuthDialogs(): AuthDialogsApi {
  const api = useContext(AuthDialogsContext);
  if (!api) throw new Error('useAuthDialogs must be used inside <AuthDialogsProvider>');
  return api;
}
