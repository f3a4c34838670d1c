// Sign-in, sign-up and the current user: the bottom feature, which every other one may use. Its pages load from
// app/routes.tsx; what the rest of the app uses:
export { AuthDialogsProvider, type CounsellorRegistrationProps } from './components/AuthDialogsProvider';
export { EmailField } from './components/EmailField';
export { LogoutButton } from './components/LogoutButton';
export { MyDataCard } from './account/MyDataCard';
export { logoutMessages } from './components/logout/messages';
export { myDataCatalogues } from './account/messages';
export { RequireRole } from './components/RequireRole';
export { TermsCheckbox } from './components/TermsCheckbox';
export { clearPendingBooking, readPendingBooking, savePendingBooking } from './pendingBooking';
export { putAccountLanguage, useSaveAccountLanguage } from './api/accountLanguage';
export { currentUserQueryKey, currentUserQueryOptions, fetchCurrentUser, useCurrentUser } from './api/getCurrentUser';
export { dashboardPathFor } from './dashboardPath';
export { registrationFailure } from './authMessages';
export { useAuthDialogs } from './components/authDialogsContext';
export { useLogoutAction } from './useLogoutAction';
export { useRegister } from './api/register';
