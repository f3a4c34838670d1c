// The browser's side of the server-drawn first screen (docs/decisions/0154): the figures it was drawn from, which the
// overview starts with instead of asking again, and taking it away once react-admin has drawn the back office. While it
// is there the page's own root stays hidden (a rule in the page), so nothing moves when one replaces the other.
import type { AdminStats } from '@margdarshak/contracts/api/admin';

export const FIRST_SCREEN_ID = 'admin-first-screen';
export const FIRST_SCREEN_DATA_ID = 'admin-first-screen-data';

/** The figures the server drew the first screen from, if the page came with it. */
export function firstScreenStats(): AdminStats | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return undefined;
  return (JSON.parse(script.textContent) as { stats: AdminStats }).stats;
}

/** Shows the app in its place: react-admin has drawn its layout, or will never draw it (signed out, a failed load). */
export function dropFirstScreen(): void {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
  document.getElementById(FIRST_SCREEN_DATA_ID)?.remove();
}
