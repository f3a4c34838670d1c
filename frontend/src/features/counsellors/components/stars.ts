/** Stars shown for a rating (public-area §9): the integer part, plus a half star when the fraction is at least 0.5. */
export function starsFor(rating: number): number {
  const whole = Math.floor(rating);
  return whole + (rating - whole >= 0.5 ? 0.5 : 0);
}
