// A first screen the server drew in front of the app's root (the admin's overview, docs/decisions/0154): while it is
// there a rule in the page hides the root, so whatever takes its place must remove it. The overview drawn in the page
// before react-admin starts (docs/decisions/0159) takes its place first; react-admin, once it shows, takes the place of
// either. Here, below the back office, so the app's route can follow it and remove it when the back office never arrives.

export const FIRST_SCREEN_ID = 'admin-first-screen';
export const FIRST_SCREEN_DATA_ID = 'admin-first-screen-data';

/** Whether the page came with the server's first screen (drawn only for a signed-in admin). */
export function serverDrewFirstScreen(): boolean {
  return typeof document !== 'undefined' && document.getElementById(FIRST_SCREEN_DATA_ID) !== null;
}

/** Takes the server's first screen away: what the page drew in the hidden root shows in its place. */
export function removeServerFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
}

const whenShown = new Set<() => void>();

/** Shows react-admin in the first screen's place: it has drawn its layout, or will never draw it (signed out, a failed load). */
export function dropFirstScreen(): void {
  removeServerFirstScreen();
  for (const listener of [...whenShown]) listener();
}

/** Calls `listener` each time react-admin shows (above); returns the way to stop. */
export function whenBackOfficeShows(listener: () => void): () => void {
  whenShown.add(listener);
  return () => whenShown.delete(listener);
}
