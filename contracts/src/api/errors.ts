// The API's own words for a failure that no route names: what any answer's `error` may say (public-area §7).
export const NOT_FOUND = 'Not found';
export const NOT_AUTHENTICATED = 'Not authenticated';
export const FORBIDDEN = 'Forbidden';
export const INVALID_INPUT = 'Invalid input';
export const UNEXPECTED_ERROR = 'Something went wrong. Please try again.';
export const BODY_TOO_LARGE = 'Request body is too large';
export const BODY_NOT_JSON = 'Request body is not valid JSON';
export const BAD_REQUEST = 'Bad request';
