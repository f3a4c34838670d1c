// The browser's side of the server-drawn first screen (docs/decisions/0154): the figures it was drawn from, which the
// overview starts with instead of asking again. Taking it away is lib/serverFirstScreen.ts.
import type { AdminStats } from '@margdarshak/contracts/api/admin';
import { FIRST_SCREEN_DATA_ID } from '../../lib/serverFirstScreen';

/** The figures the server drew the first screen from, if the page came with it. */
export function firstScreenStats(): AdminStats | undefined {
  const script = typeof document === 'undefined' ? null : document.getElementById(FIRST_SCREEN_DATA_ID);
  if (!script?.textContent) return undefined;
  return (JSON.parse(script.textContent) as { stats: AdminStats }).stats;
}
