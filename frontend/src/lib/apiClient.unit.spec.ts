import { describe, expect, it } from 'vitest';
import { ApiError, fieldIssuesOf, isUnreadableError, issuesOf, serverErrorOf } from './apiClient';

describe('API errors (public-area §8)', () => {
  it('reads as "status: body"', () => {
    expect(new ApiError(409, '{"error":"taken"}').message).toBe('409: {"error":"taken"}');
  });

  it('gives the server error text when the body has one', () => {
    expect(serverErrorOf(new ApiError(400, '{"error":"Please enter a valid email"}'))).toBe('Please enter a valid email');
    expect(serverErrorOf(new ApiError(500, 'Internal Server Error'))).toBeUndefined();
    expect(serverErrorOf(new Error('offline'))).toBeUndefined();
  });

  it('maps 400 issues to their first field, first message first', () => {
    const body = JSON.stringify({
      error: 'Invalid input',
      issues: [
        { path: ['email'], message: 'Please enter a valid email' },
        { path: ['email'], message: 'second' },
        { path: ['features', 0], message: 'A feature has at most 200 characters' },
        { path: [], message: 'no field' },
      ],
    });
    expect(fieldIssuesOf(new ApiError(400, body))).toEqual({
      email: 'Please enter a valid email',
      features: 'A feature has at most 200 characters',
    });
  });

  it('tells an unreadable failure from an API error', () => {
    expect(isUnreadableError(new ApiError(502, '<html>'))).toBe(true);
    expect(isUnreadableError(new ApiError(409, '{"error":"x"}'))).toBe(false);
  });
});

describe('issues with their whole paths', () => {
  it('keeps nested paths (an academic row) and reads a dotted string path the same way', () => {
    const body = JSON.stringify({
      error: 'Invalid request',
      issues: [
        { path: ['academics', 1, 'marks'], message: 'Marks are required' },
        { path: 'academics.0.grade', message: 'Grade is required' },
        { path: ['name'], message: 'Name must be at least 2 characters' },
        { message: 42 },
      ],
    });
    expect(issuesOf(new ApiError(400, body))).toEqual([
      { path: ['academics', 1, 'marks'], message: 'Marks are required' },
      { path: ['academics', 0, 'grade'], message: 'Grade is required' },
      { path: ['name'], message: 'Name must be at least 2 characters' },
    ]);
  });

  it('answers none for a body without issues', () => {
    expect(issuesOf(new ApiError(500, 'oops'))).toEqual([]);
    expect(issuesOf(new Error('network'))).toEqual([]);
  });
});
