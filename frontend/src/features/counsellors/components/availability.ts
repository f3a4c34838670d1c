// How a card or profile names a counsellor's state (public-area §4).

export function availability(isApproved: boolean | undefined) {
  if (isApproved === true) return { label: 'Available', color: 'success' as const };
  if (isApproved === false) return { label: 'Service Paused', color: 'warning' as const };
  return { label: 'Unavailable', color: 'default' as const };
}
