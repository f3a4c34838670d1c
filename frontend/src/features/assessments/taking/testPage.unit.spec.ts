import { describe, expect, it } from 'vitest';
import type { StudentTestRecord } from '@margdarshak/contracts/api/personalityTests';
import { ApiError } from '../../../lib/apiClient';
import { parseTestType, submitFailure, testPageState } from './testPage';

const record = (over: Partial<StudentTestRecord> = {}): StudentTestRecord => ({
  id: 't1',
  bookingId: 'b1',
  testType: 'riasec',
  status: 'in_progress',
  answers: { r01: 3 },
  completedAt: null,
  open: true,
  closesAt: '2026-12-25T04:30:00.000Z',
  testData: null,
  isReleasedToStudent: false,
  ...over,
});
const state = (over: Partial<Parameters<typeof testPageState>[0]>) => testPageState({ testType: 'riasec', record: undefined, error: null, submitted: false, ...over });
const json = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

describe('the test page (dashboards §2, §7)', () => {
  it('accepts only the three test types from the URL', () => {
    expect(parseTestType('bigfive')).toBe('bigfive');
    expect(parseTestType('multiple_intelligences')).toBe('multiple_intelligences');
    expect(parseTestType('BigFive')).toBeNull();
    expect(parseTestType(null)).toBeNull();
  });

  it('says the test is not part of the package for an unknown type or a 404', () => {
    expect(state({ testType: null })).toEqual({ kind: 'not-part' });
    expect(state({ error: json(404, { error: 'Not found' }) })).toEqual({ kind: 'not-part' });
  });

  it('runs an open test, and explains a closed one that was never completed', () => {
    expect(state({ record: record() })).toEqual({ kind: 'take', record: record() });
    expect(state({ record: record({ status: 'available', answers: null }) }).kind).toBe('take');
    expect(state({ record: record({ open: false, closesAt: null }) })).toEqual({ kind: 'closed' });
  });

  it('thanks the student for a completed test, open or not, and right after submitting', () => {
    expect(state({ record: record({ status: 'completed', open: false, completedAt: '2026-11-20T10:00:00Z' }) })).toEqual({ kind: 'done' });
    expect(state({ record: record(), submitted: true })).toEqual({ kind: 'done' });
  });

  it('waits while loading and reports any other failure', () => {
    expect(state({})).toEqual({ kind: 'loading' });
    expect(state({ error: json(500, { error: 'Internal error' }) })).toEqual({ kind: 'failed' });
    expect(state({ error: new TypeError('Failed to fetch') })).toEqual({ kind: 'failed' });
  });
});

describe('a failed submission', () => {
  const ids = ['r01', 'r02', 'r03', 'r04'];

  it('treats 409 as already submitted', () => {
    expect(submitFailure(json(409, { error: 'This test is already completed' }), ids)).toEqual({ kind: 'already-submitted' });
  });

  it('shows the server’s messages on a 400 and names the missing items in test order', () => {
    const error = json(400, {
      error: 'Answer missing for item r03',
      issues: [
        { path: 'answers.r03', message: 'Answer missing for item r03' },
        { path: 'answers.r01', message: 'Answer missing for item r01' },
        { path: 'answers.zz', message: 'Unknown item zz' },
      ],
    });
    expect(submitFailure(error, ids)).toEqual({
      kind: 'invalid',
      messages: ['Answer missing for item r03', 'Answer missing for item r01', 'Unknown item zz'],
      itemIds: ['r01', 'r03'],
    });
  });

  it('falls back to the error text of a 400 without issues', () => {
    expect(submitFailure(json(400, { error: 'Send answers as {itemId: value}' }), ids)).toEqual({ kind: 'invalid', messages: ['Send answers as {itemId: value}'], itemIds: [] });
  });

  it('reports other failures with the server’s text, or a plain one when there is none', () => {
    expect(submitFailure(json(422, { error: 'This test is closed' }), ids)).toEqual({ kind: 'failed', message: 'This test is closed' });
    expect(submitFailure(new TypeError('Failed to fetch'), ids).kind).toBe('failed');
  });
});
