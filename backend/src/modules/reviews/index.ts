// The reviews module's public face: other modules, app.ts, the CLIs, seeds and the bench import only this file.
export { adminReviewsRoutes } from './adminReviews.routes';
export { reviewsRoutes } from './reviews.routes';
