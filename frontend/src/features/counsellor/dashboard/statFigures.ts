// How the dashboard's stat cards and profile card write their figures (dashboards §2).

/** 'x/5' with at most one decimal, or 'New' before anyone has rated the counsellor. */
export function ratingLabel(rating: number | null): string {
  if (rating === null) return 'New';
  return `${(Math.round(rating * 10) / 10).toLocaleString('en-IN', { maximumFractionDigits: 1 })}/5`;
}

/** '1 review', '12 reviews', 'No reviews yet'. */
export function reviewCount(count: number): string {
  if (count === 0) return 'No reviews yet';
  return `${count.toLocaleString('en-IN')} ${count === 1 ? 'review' : 'reviews'}`;
}
