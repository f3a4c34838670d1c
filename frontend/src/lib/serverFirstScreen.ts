// A first screen the server drew in front of the app's root (the admin's overview, docs/decisions/0154): while it is
// there a rule in the page hides the root, so whatever takes its place must remove it. Here, below the back office, so
// the app's route can remove it too when the back office never arrives.

export const FIRST_SCREEN_ID = 'admin-first-screen';
export const FIRST_SCREEN_DATA_ID = 'admin-first-screen-data';

/** Shows the app in its place: react-admin has drawn its layout, or will never draw it (signed out, a failed load). */
export function dropFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
}
