// How a card or profile names a counsellor's state (public-area §4): the counsellors catalogue's `state.*` words.

export function availability(isApproved: boolean | undefined): { label: 'state.available' | 'state.paused' | 'state.unavailable'; color: 'success' | 'warning' | 'default' } {
  if (isApproved === true) return { label: 'state.available', color: 'success' };
  if (isApproved === false) return { label: 'state.paused', color: 'warning' };
  return { label: 'state.unavailable', color: 'default' };
}
