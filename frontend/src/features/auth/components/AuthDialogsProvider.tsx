import { lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { AuthDialogsContext, type AuthDialog, type AuthDialogsApi } from './authDialogsContext';

// The dialogs (and the form components they need) load on first use, keeping them out of the first page load.
const LoginDialog = lazy(() => import('./LoginDialog').then((module) => ({ default: module.LoginDialog })));
const SignUpDialog = lazy(() => import('./SignUpDialog').then((module) => ({ default: module.SignUpDialog })));

/** The counsellor's registration form is the counsellor feature's; the shell hands it in (auth stands below counsellor). */
export type CounsellorRegistrationProps = { open: boolean; onClose: () => void; onLogin: () => void };

type DialogGroup = 'login' | 'studentSignUp' | 'counsellorSignUp' | 'counsellorRegistration';
const groupOf = (dialog: AuthDialog): DialogGroup => (dialog === 'forgotPassword' ? 'login' : dialog);

export function AuthDialogsProvider({ children, CounsellorRegistration }: { children: ReactNode; CounsellorRegistration: ComponentType<CounsellorRegistrationProps> }) {
  const [shown, setShown] = useState<AuthDialog | null>(null);
  // Once opened, a dialog stays mounted so that closing it can animate.
  const [used, setUsed] = useState<ReadonlySet<DialogGroup>>(new Set());
  const api = useMemo<AuthDialogsApi>(
    () => ({
      open: (dialog) => {
        setUsed((groups) => (groups.has(groupOf(dialog)) ? groups : new Set(groups).add(groupOf(dialog))));
        setShown(dialog);
      },
      close: () => setShown(null),
    }),
    [],
  );

  return (
    <AuthDialogsContext.Provider value={api}>
      {children}
      <Suspense fallback={null}>
        {used.has('login') && (
          <LoginDialog view={shown === 'forgotPassword' ? 'forgotPassword' : 'login'} open={shown === 'login' || shown === 'forgotPassword'} onNavigate={api.open} onClose={api.close} />
        )}
        {used.has('studentSignUp') && <SignUpDialog role="student" open={shown === 'studentSignUp'} onNavigate={api.open} onClose={api.close} />}
        {used.has('counsellorSignUp') && <SignUpDialog role="counsellor" open={shown === 'counsellorSignUp'} onNavigate={api.open} onClose={api.close} />}
        {used.has('counsellorRegistration') && <CounsellorRegistration open={shown === 'counsellorRegistration'} onClose={api.close} onLogin={() => api.open('login')} />}
      </Suspense>
    </AuthDialogsContext.Provider>
  );
}
