// A counsellor's rating as every surface writes it (issue 30: cards, the profile, the counsellor's dashboard, the back
// office): the average to one decimal and how many reviews it rests on, '4.0 (3 reviews)'; 'New' before anyone has
// reviewed them (the API's 4.5 then is the spec's placeholder, not anyone's opinion). Isomorphic: no DOM, no Node.

/** What is needed to write a rating: the public card, the counsellor's stats and the back office all carry these. */
export interface RatingFigures {
  /** The average of the shown reviews; null (or the placeholder) when there are none. */
  rating: number | null;
  ratingCount: number;
}

export const UNRATED_LABEL = 'New';

const count = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** The average to one decimal, always with its decimal: '4.0', '4.7'. */
export const ratingFigure = (rating: number): string => (Math.round(rating * 10) / 10).toFixed(1);

/** A number of reviews with Indian grouping: '1,200', '1,00,000'. */
export const reviewCountFigure = (ratingCount: number): string => count.format(ratingCount);

/** '1 review', '1,200 reviews'. */
export const reviewCountText = (ratingCount: number): string => `${reviewCountFigure(ratingCount)} ${ratingCount === 1 ? 'review' : 'reviews'}`;

/** True when a rating is someone's opinion, not the placeholder. */
export const isRated = (figures: RatingFigures): figures is { rating: number; ratingCount: number } => figures.rating !== null && figures.ratingCount > 0;

/** '4.0 (3 reviews)', or 'New' with no reviews. */
export function formatRating(figures: RatingFigures): string {
  if (!isRated(figures)) return UNRATED_LABEL;
  return `${ratingFigure(figures.rating)} (${reviewCountText(figures.ratingCount)})`;
}

/** For a screen reader beside the stars: 'Rated 4.0 out of 5 from 3 reviews', or 'New: no reviews yet'. */
export function ratingDescription(figures: RatingFigures): string {
  if (!isRated(figures)) return `${UNRATED_LABEL}: no reviews yet`;
  return `Rated ${ratingFigure(figures.rating)} out of 5 from ${reviewCountText(figures.ratingCount)}`;
}
